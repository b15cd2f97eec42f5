import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { tightPunctuationProblems, typographyProblems } from './typography';

describe('the English and German typography check', () => {
  it.each([
    ['Status : submitted', /before ":"/],
    ['Status\u00a0: eingereicht', /before ":"/],
    ['Really ?', /before "\?"/],
    ['Achtung !', /before "!"/],
    ['one ; two', /before ";"/],
  ])('finds the fault in %s', (text, problem) => {
    expect(tightPunctuationProblems(text).join('\n')).toMatch(problem);
  });

  it.each([
    'Status: submitted',
    'Really? Yes!',
    'See https://www.example.com/page?x=1 or {{name}}: ok',
    'At 14:30, {count} files',
  ])('accepts %s', (text) => {
    expect(tightPunctuationProblems(text)).toEqual([]);
  });

  it('holds French to its own rule: the no-break space before the colon', () => {
    expect(typographyProblems('fr', 'Statut\u00a0: déposé')).toEqual([]);
    expect(typographyProblems('fr', 'Statut: déposé')).not.toEqual([]);
    expect(typographyProblems('en', 'Status: submitted')).toEqual([]);
    expect(typographyProblems('de', 'Status : eingereicht')).not.toEqual([]);
  });
});

describe('the domain’s English and German messages', () => {
  it.each([
    ['en', en],
    ['de', de],
  ] as const)(
    '%s put no space before a colon, a semicolon, a question or an exclamation mark',
    (_, catalogue) => {
      const problems = Object.entries(catalogue).flatMap(([key, text]) =>
        tightPunctuationProblems(text).map((problem) => `${key} ${problem}`),
      );
      expect(problems).toEqual([]);
    },
  );
});
