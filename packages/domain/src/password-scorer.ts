/**
 * The zxcvbn scorer with the common, French, English and German dictionaries (a few MB), for
 * Node (`@app/domain/password-scorer`, the API's check). The web app scores in a worker with
 * the common list and the visitor's language only (password-dictionaries.ts).
 */
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import { buildPasswordScorer, type PasswordScorer } from './password-scorer-core';

export type { PasswordScorer };

export function createPasswordScorer(): PasswordScorer {
  return buildPasswordScorer({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...de.dictionary },
    graphs: common.adjacencyGraphs,
  });
}

let shared: PasswordScorer | undefined;

/** One scorer per process: building the ranked dictionaries takes a moment. */
export const getPasswordScorer = (): PasswordScorer => {
  shared ??= createPasswordScorer();
  return shared;
};
