import type { Locale, PasswordScore } from '@app/domain';

/** What the page asks the password worker: load a language once, then score passwords. */
export type PasswordWorkerRequest =
  | { type: 'load'; locale: Locale }
  | { type: 'score'; id: number; password: string; userInputs: readonly string[] };

/** What the worker answers: ready once its dictionaries are in, then one score per request. */
export type PasswordWorkerReply = { type: 'ready' } | { type: 'score'; id: number; score: PasswordScore };
