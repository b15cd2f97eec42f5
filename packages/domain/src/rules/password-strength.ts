import type { PasswordScorer } from '../password-scorer';

export type { PasswordScorer };

let loading: Promise<PasswordScorer> | undefined;

/**
 * Loads the scorer and its dictionaries on first call (a separate chunk in the web app), then
 * returns the same instance. Works in Node and in the browser.
 */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= import('../password-scorer').then((module) => module.getPasswordScorer());
  return loading;
}
