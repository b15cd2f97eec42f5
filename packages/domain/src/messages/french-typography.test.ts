import { describe, expect, it } from 'vitest';
import { fr } from './fr';
import { frenchTypographyProblems } from './french-typography';
import { message, translate } from './index';

describe('the French typography check', () => {
  it.each([
    ['Votre demande : envoyée', /before ":"/],
    ['Vraiment ?', /before "\?"/],
    ['Merci!', /before "!"/],
    ['« Reprendre»', /after "«"|before "»"/],
    ['1 000 actions', /ordinary spaces/],
    ['50000 €', /thousands grouped/],
    ['1000\u00a0actions', /thousands grouped/],
  ])('finds the fault in %s', (text, problem) => {
    expect(frenchTypographyProblems(text).join('\n')).toMatch(problem);
  });

  it.each([
    'Votre demande\u00a0: envoyée',
    'Vraiment\u202f?',
    'Merci\u202f!',
    '«\u00a0Reprendre\u00a0»',
    '1\u202f000 actions',
    '50\u00a0000\u00a0€',
    'Voir https://www.example.fr/page?x=1 ou contact@example.fr',
    'À 14:30, {count} fichiers, {{name}}\u00a0: ok',
    'Code postal 75009, année 2026, CS 92459',
  ])('accepts %s', (text) => {
    expect(frenchTypographyProblems(text)).toEqual([]);
  });
});

/**
 * The KYC answers' labels are what is stored as the answer (questionnaire version 3): their
 * spacing changes with a new questionnaire version only, never under stored answers.
 */
const STORED_ANSWER = /^kyc\.(?:monthly|answer|q\d+\.answer)\./;

describe('the domain’s French messages', () => {
  it('follow French typography', () => {
    const problems = Object.entries(fr)
      .filter(([key]) => !STORED_ANSWER.test(key))
      .flatMap(([key, text]) => frenchTypographyProblems(text).map((problem) => `${key} ${problem}`));
    expect(problems).toEqual([]);
  });

  it('write the numbers they carry with the French grouping', () => {
    const text = translate('fr', message('error.account_creation_limit', { max: 1000 }));
    expect(text).toContain('1\u202f000\u00a0créations');
  });
});
