// Counted so nested modals keep the page locked until the last one closes.
let locks = 0;

export function lockBodyScroll(): () => void {
  locks += 1;
  document.body.classList.add('scroll-locked');
  return () => {
    locks = Math.max(0, locks - 1);
    if (locks === 0) document.body.classList.remove('scroll-locked');
  };
}
