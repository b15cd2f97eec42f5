import { VIEWER_REFIT_DEBOUNCE_MS } from '@app/domain';
import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Size } from './zoom';

/** The room for the document inside the frame: its box less its padding. */
export function contentBoxSize(frame: HTMLElement): Size {
  const style = window.getComputedStyle(frame);
  const px = (value: string) => Number.parseFloat(value) || 0;
  return {
    width: Math.max(0, frame.clientWidth - px(style.paddingLeft) - px(style.paddingRight)),
    height: Math.max(0, frame.clientHeight - px(style.paddingTop) - px(style.paddingBottom)),
  };
}

/** The frame's room, measured at once and again 500 ms after the window stops resizing (spec §9). */
export function useFrameSize(frameRef: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      const frame = frameRef.current;
      if (frame) setSize(contentBoxSize(frame));
    };
    measure();
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, VIEWER_REFIT_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, [frameRef]);
  return size;
}
