import { type ComponentType, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the page's screen into #root, replacing the page's shell. */
export function renderScreen(Screen: ComponentType): void {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition renders in slices, giving the main thread back between them: the page stays
  // responsive while the first screen is built (Lighthouse TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
  });
}
