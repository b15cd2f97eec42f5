import { PASSWORD_MIN_LENGTH } from '../constants/limits';

/** The meter's five levels, from zxcvbn scores 0..4. */
export const PASSWORD_LEVELS = ['poor', 'weak', 'medium', 'good', 'high'] as const;
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number];
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export const passwordLevel = (score: PasswordScore): PasswordLevel => PASSWORD_LEVELS[score];

/** Scores a password (0..4); user inputs (name, e-mail) count as guessable words. */
export type PasswordScoreFn = (password: string, userInputs?: readonly string[]) => PasswordScore;

/** The composition part of the rule: at least 8 characters, a letter and a digit. */
export function meetsPasswordComposition(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
}

/** The minimum zxcvbn score accepted (spec §5: strength score at least 1). */
export const MIN_PASSWORD_SCORE = 1;

/** The whole rule: composition, and a score of at least 1 when a scorer is given. */
export function isPasswordAcceptable(
  password: string,
  score?: PasswordScoreFn,
  userInputs: readonly string[] = [],
): boolean {
  if (!meetsPasswordComposition(password)) return false;
  return score ? score(password, userInputs) >= MIN_PASSWORD_SCORE : true;
}
