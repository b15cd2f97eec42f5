import { type RefObject, useLayoutEffect } from 'react';

const ROOM = '--cookie-banner-room';
/** Space kept between a focused control and the banner's top edge. */
const MARGIN_PX = 8;

/**
 * While the banner shows, nothing focused is hidden under it (WCAG 2.2 SC 2.4.11): the page keeps
 * room for it at its bottom (so the last controls can scroll above it, and focus scrolling
 * leaves that room), and a control that gains focus behind it is scrolled above it. The room is
 * set before the banner's first paint, so the page never shifts under a pointer after it shows.
 */
export function useKeepFocusClear(banner: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const keepRoom = () => root.style.setProperty(ROOM, `${element.offsetHeight}px`);
    keepRoom();
    const resize = new ResizeObserver(keepRoom);
    resize.observe(element);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      const overlap = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (overlap > -MARGIN_PX) window.scrollBy({ top: overlap + MARGIN_PX, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      resize.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.style.removeProperty(ROOM);
    };
  }, [banner, active]);
}
