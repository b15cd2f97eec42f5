import { VIEWER_ROTATIONS, VIEWER_ZOOM_LEVELS } from '@app/domain';

export type Rotation = (typeof VIEWER_ROTATIONS)[number];

export interface Size {
  width: number;
  height: number;
}

/**
 * How the content is fitted to the frame: 'page' (whole content visible) is the opening fit;
 * the toolbar offers 'width' and 'height'. null once the user picks a zoom level.
 */
export type Fit = 'width' | 'height' | 'page' | null;

/** Next zoom level up or down from any scale (a fitted scale may fall between levels). */
export function stepZoom(scale: number, direction: 1 | -1): number {
  if (direction > 0) return VIEWER_ZOOM_LEVELS.find((level) => level > scale + 1e-6) ?? scale;
  return [...VIEWER_ZOOM_LEVELS].reverse().find((level) => level < scale - 1e-6) ?? scale;
}

export const nextRotation = (rotation: Rotation): Rotation =>
  VIEWER_ROTATIONS[(VIEWER_ROTATIONS.indexOf(rotation) + 1) % VIEWER_ROTATIONS.length] ?? 0;

/** The content's size once turned: a quarter turn swaps width and height. */
export const rotatedSize = (size: Size, rotation: Rotation): Size =>
  rotation === 90 || rotation === 270 ? { width: size.height, height: size.width } : size;

/** Scale so the content fills the frame's width, its height, or fits whole ('page'). */
export function fitScale(content: Size, frame: Size, mode: 'width' | 'height' | 'page'): number {
  if (content.width <= 0 || content.height <= 0 || frame.width <= 0 || frame.height <= 0) return 1;
  const byWidth = frame.width / content.width;
  const byHeight = frame.height / content.height;
  if (mode === 'page') return Math.min(byWidth, byHeight);
  return mode === 'width' ? byWidth : byHeight;
}

/**
 * Scale for a fit mode. The opening fit of a photo never enlarges it past its own pixels (it
 * would only blur); fit width or height enlarge it when asked. A PDF page is drawn from vectors
 * and stays sharp, so its opening fit may enlarge it.
 */
export function fittedScale(
  content: Size,
  frame: Size,
  mode: 'width' | 'height' | 'page',
  kind: 'pdf' | 'image',
): number {
  const scale = fitScale(content, frame, mode);
  return mode === 'page' && kind === 'image' ? Math.min(1, scale) : scale;
}
