/** The CSS property that holds the sticky shell's height: what stays in view sticks below it. */
export const SHELL_HEIGHT = '--shell-height';

/**
 * The shell's ref: keeps `--shell-height` on the page equal to the shell's height while it is
 * shown. The shell wraps onto two or three lines in a narrow window or a longer language, and the
 * case list's header row and the document panel, sticky below it, would otherwise slide under it.
 */
export function measureShell(shell: HTMLElement): (() => void) | undefined {
  if (typeof ResizeObserver === 'undefined') return undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    root.style.setProperty(SHELL_HEIGHT, `${Math.ceil(shell.getBoundingClientRect().height)}px`);
  });
  observer.observe(shell);
  return () => {
    observer.disconnect();
    root.style.removeProperty(SHELL_HEIGHT);
  };
}
