import { VIEWER_ZOOM_LEVELS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { fitScale, fittedScale, nextRotation, rotatedSize, stepZoom } from './zoom';

const frame = { width: 1000, height: 700 };

describe('fit computations', () => {
  it('fits the width, the height, or the whole content to the frame', () => {
    const content = { width: 500, height: 700 };
    expect(fitScale(content, frame, 'width')).toBe(2);
    expect(fitScale(content, frame, 'height')).toBe(1);
    expect(fitScale(content, frame, 'page')).toBe(1);
    // A wide content is limited by the width when fitted whole.
    expect(fitScale({ width: 2000, height: 500 }, frame, 'page')).toBe(0.5);
  });

  it('keeps 100 % for an empty content or a frame not measured yet', () => {
    expect(fitScale({ width: 0, height: 0 }, frame, 'page')).toBe(1);
    expect(fitScale({ width: 640, height: 400 }, { width: 0, height: 0 }, 'page')).toBe(1);
  });

  it('swaps width and height for a quarter turn only', () => {
    const size = { width: 640, height: 400 };
    expect(rotatedSize(size, 0)).toEqual(size);
    expect(rotatedSize(size, 180)).toEqual(size);
    expect(rotatedSize(size, 90)).toEqual({ width: 400, height: 640 });
    expect(rotatedSize(size, 270)).toEqual({ width: 400, height: 640 });
  });
});

describe('the opening fit', () => {
  const photo = { width: 640, height: 400 };

  it('never enlarges a photo past 100 %', () => {
    // The frame could show this photo whole at 156 %: it opens at its own size, sharp.
    expect(fitScale(photo, frame, 'page')).toBe(1000 / 640);
    expect(fittedScale(photo, frame, 'page', 'image')).toBe(1);
  });

  it('shrinks a photo larger than the frame to fit it whole', () => {
    expect(fittedScale({ width: 4000, height: 3000 }, frame, 'page', 'image')).toBe(700 / 3000);
  });

  it('lets fit width and fit height enlarge a photo when asked', () => {
    expect(fittedScale(photo, frame, 'width', 'image')).toBe(1000 / 640);
    expect(fittedScale(photo, frame, 'height', 'image')).toBe(1.75);
  });

  it('fits a PDF page whole, enlarged if the frame is larger (vector drawing stays sharp)', () => {
    expect(fittedScale({ width: 400, height: 500 }, frame, 'page', 'pdf')).toBe(1.4);
    expect(fittedScale({ width: 794, height: 1123 }, frame, 'page', 'pdf')).toBe(700 / 1123);
  });
});

describe('zoom steps and rotation', () => {
  it('goes to the next level from a fitted scale between two levels', () => {
    expect(stepZoom(0.62, 1)).toBe(0.67);
    expect(stepZoom(0.62, -1)).toBe(0.5);
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
  });

  it('stays at the first and last levels', () => {
    expect(stepZoom(VIEWER_ZOOM_LEVELS[0], -1)).toBe(VIEWER_ZOOM_LEVELS[0]);
    expect(stepZoom(5, 1)).toBe(5);
  });

  it('cycles the rotation by quarter turns', () => {
    expect([nextRotation(0), nextRotation(90), nextRotation(180), nextRotation(270)]).toEqual([
      90, 180, 270, 0,
    ]);
  });
});
