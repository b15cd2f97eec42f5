/**
 * The zxcvbn scorer built from the dictionaries it is given, without importing any: the API
 * passes every language (password-scorer.ts), the web's worker only the common list and the
 * visitor's language (password-dictionaries.ts), so that the page downloads one language.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import {
  isPasswordAcceptable,
  type PasswordLevel,
  type PasswordScore,
  passwordLevel,
} from './rules/password-policy';

export interface PasswordScorer {
  score(password: string, userInputs?: readonly string[]): PasswordScore;
  level(password: string, userInputs?: readonly string[]): PasswordLevel;
  /** At least 8 characters, a letter, a digit and a score of at least 1. */
  isAcceptable(password: string, userInputs?: readonly string[]): boolean;
}

export interface PasswordDictionaries {
  /** Word lists by name, merged from the common package and the languages. */
  dictionary: Record<string, string[]>;
  /** Keyboard layouts (the common package's). */
  graphs: Record<string, Record<string, (string | null)[]>>;
}

export function buildPasswordScorer({ dictionary, graphs }: PasswordDictionaries): PasswordScorer {
  const zxcvbn = new ZxcvbnFactory({
    dictionary,
    graphs,
    // Levenshtein matching costs one to two seconds per check with these dictionaries: too slow for a meter.
    useLevenshteinDistance: false,
  });
  const score = (password: string, userInputs: readonly string[] = []): PasswordScore =>
    password ? (zxcvbn.check(password, [...userInputs]).score as PasswordScore) : 0;
  return {
    score,
    level: (password, userInputs) => passwordLevel(score(password, userInputs)),
    isAcceptable: (password, userInputs = []) => isPasswordAcceptable(password, score, userInputs),
  };
}
