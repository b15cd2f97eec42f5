import type { ComponentType } from 'react';
import { loadSettings } from './load-settings';
import { nextTask } from './next-task';

/**
 * Starts a page. /config and the visitor's language are asked for first (the browser sends its
 * requests in that order, a few at a time), `beside` runs while they load. Then React DOM, the
 * screen (`loadScreen`: the mobile notice's module), its preparation (what `loadScreen` resolves
 * to: the app makes its router there) and the first render each run in a task of their own.
 * Run in one task with the entry, they held the main thread for over 100 ms on this project's
 * test machine, which Lighthouse's phone preset counts four times; split, the page can paint and
 * answer input in between. Their files download in parallel all the same: the page preloads them
 * (scripts/first-screen.ts).
 */
export async function startPage(
  loadScreen: () => Promise<() => ComponentType>,
  beside: () => void = () => undefined,
): Promise<void> {
  const settings = loadSettings();
  beside();
  await nextTask();
  const { renderScreen } = await import('./render-screen');
  await nextTask();
  const prepareScreen = await loadScreen();
  await settings;
  await nextTask();
  const Screen = prepareScreen();
  await nextTask();
  renderScreen(Screen);
}
