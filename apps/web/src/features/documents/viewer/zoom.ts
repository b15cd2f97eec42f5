import { VIEWER_ROTATIONS, VIEWER_ZOOM_LEVELS } from '@app/domain';

export type Rotation = (typeof VIEWER_ROTATIONS)[number];

/** Next zoom level up or down from any scale (a fitted scale may fall between levels). */
export function stepZoom(scale: number, direction: 1 | -1): number {
  if (direction > 0) return VIEWER_ZOOM_LEVELS.find((level) => level > scale + 1e-6) ?? scale;
  return [...VIEWER_ZOOM_LEVELS].reverse().find((level) => level < scale - 1e-6) ?? scale;
}

export const nextRotation = (rotation: Rotation): Rotation =>
  VIEWER_ROTATIONS[(VIEWER_ROTATIONS.indexOf(rotation) + 1) % VIEWER_ROTATIONS.length] ?? 0;

/** Scale so the content fills the frame's width, its height, or fits whole ('page'). */
export function fitScale(
  content: { width: number; height: number },
  frame: { width: number; height: number },
  mode: 'width' | 'height' | 'page',
): number {
  if (content.width <= 0 || content.height <= 0) return 1;
  const byWidth = frame.width / content.width;
  const byHeight = frame.height / content.height;
  if (mode === 'page') return Math.min(byWidth, byHeight);
  return mode === 'width' ? byWidth : byHeight;
}
