/**
 * The zxcvbn scorer with the common, French, English and German dictionaries (a few MB).
 * Node imports this module directly (`@app/domain/password-scorer`); the web app should go through
 * loadPasswordScorer() so that the dictionaries land in a chunk loaded on demand.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
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

export function createPasswordScorer(): PasswordScorer {
  const zxcvbn = new ZxcvbnFactory({
    // The German package is a major version behind: its dictionary shape (word lists) is the same.
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...de.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
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

let shared: PasswordScorer | undefined;

/** One scorer per process: building the ranked dictionaries takes a moment. */
export const getPasswordScorer = (): PasswordScorer => {
  shared ??= createPasswordScorer();
  return shared;
};
