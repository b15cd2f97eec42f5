import { LOCALES, type Locale, typographyProblems } from '@app/domain';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// One file per language the back-office offers: fr.json, en.json, de.json.
const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const wordsOf = (language: Locale): Tree => files[`./${language}.json`] ?? {};

/** Every text by its path ("cases.title"), each path part as written in the file. */
function flatten(tree: Tree, path: readonly string[] = []): Array<[string[], string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[[...path, key], value]] : flatten(value, [...path, key]),
  );
}

const bundles = Object.fromEntries(
  LOCALES.map((language) => [
    language,
    Object.fromEntries(flatten(wordsOf(language)).map(([path, text]) => [path.join('.'), text])),
  ]),
) as Record<Locale, Record<string, string>>;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("the back-office's words", () => {
  const reference = Object.keys(bundles.fr).sort();

  it('come in a file for each language offered, and no other', () => {
    expect(Object.keys(files).sort()).toEqual(LOCALES.map((language) => `./${language}.json`).sort());
    expect(bundles.fr['cases.title']).toBe("Dossiers d'ouverture");
    expect(bundles.de['cases.title']).toBe('Eröffnungsvorgänge');
  });

  it.each(['en', 'de'] as const)('%s has exactly the French keys', (language) => {
    expect(Object.keys(bundles[language]).sort()).toEqual(reference);
  });

  it.each(LOCALES)('%s has no empty text', (language) => {
    const empty = Object.entries(bundles[language]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(['en', 'de'] as const)('%s fills the same placeholders as French', (language) => {
    const mismatched = reference.filter(
      (key) =>
        placeholders(bundles.fr[key] ?? '').join() !== placeholders(bundles[language][key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it.each(LOCALES)('%s names no key with a dot (t() reads a dot as a section)', (language) => {
    const dotted = flatten(wordsOf(language))
      .map(([path]) => path)
      .filter((path) => path.some((part) => part.includes('.')));
    expect(dotted).toEqual([]);
  });

  it.each(LOCALES)(
    '%s follows its typography: French a no-break space before a colon, English and German none',
    (language) => {
      const problems = Object.entries(bundles[language]).flatMap(([key, text]) =>
        typographyProblems(language, text).map((problem) => `${key} ${problem}`),
      );
      expect(problems).toEqual([]);
    },
  );
});
