import { frenchTypographyProblems } from '@app/domain';
import { describe, expect, it } from 'vitest';

// Every French word file of the web app: the screens', the areas' and the features' own.
const FRENCH_FILES = import.meta.glob<Record<string, unknown>>(['../**/*.fr.json', './fr.json'], {
  eager: true,
  import: 'default',
});

/** Every text of a words file, named by its key path. */
function texts(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  return [];
}

describe('the web app’s French words', () => {
  it('are all checked (the screens’ file among them)', () => {
    expect(Object.keys(FRENCH_FILES)).toEqual(expect.arrayContaining(['./fr.json', './journey.fr.json']));
  });

  it.each(Object.entries(FRENCH_FILES))('follow French typography in %s', (_, words) => {
    const problems = texts(words, '').flatMap(([key, text]) =>
      frenchTypographyProblems(text).map((problem) => `${key} ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
