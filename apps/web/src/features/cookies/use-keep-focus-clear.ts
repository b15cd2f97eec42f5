import { type RefObject, useLayoutEffect } from 'react';

const ROOM = '--cookie-banner-room';

/**
 * Sets the room on the root through a constructed style sheet, not the root's style attribute:
 * the session recorder (rrweb) reads a changed style attribute by assigning its previous value to
 * a detached element, an inline style the CSP refuses (a `style-src-attr` report on each change).
 * Browsers without constructed sheets get the style property.
 */
function rootVariable(name: string): { set(value: string): void; remove(): void } {
  const root = document.documentElement;
  if (!('adoptedStyleSheets' in document)) {
    return {
      set: (value) => root.style.setProperty(name, value),
      remove: () => root.style.removeProperty(name),
    };
  }
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return {
    set: (value) => sheet.replaceSync(`:root { ${name}: ${value}; }`),
    remove: () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    },
  };
}
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
    const room = rootVariable(ROOM);
    // The observer's first notice comes once the frame is laid out, before it is painted: the
    // room is set before the banner's first paint, without forcing a layout inside the render.
    const resize = new ResizeObserver(() => room.set(`${element.offsetHeight}px`));
    resize.observe(element);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      // A modal lies above the banner, fixed to the window: nothing in it is hidden, and
      // scrolling would only move the page underneath (its heading out of view once it closes).
      if (target.closest('[aria-modal="true"]')) return;
      const overlap = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (overlap > -MARGIN_PX) window.scrollBy({ top: overlap + MARGIN_PX, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      resize.disconnect();
      document.removeEventListener('focusin', onFocus);
      room.remove();
    };
  }, [banner, active]);
}
