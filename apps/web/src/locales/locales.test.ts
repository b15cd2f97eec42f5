import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Every resource file: fr.json, en.json, de.json and the per-area <area>.<language>.json files.
const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const LANGUAGES = ['fr', 'en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

const filesOf = (language: Language) =>
  Object.entries(files)
    .filter(([path]) => path === `./${language}.json` || path.endsWith(`.${language}.json`))
    .map(([, tree]) => tree);

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const bundles = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.assign({}, ...filesOf(language).map((tree) => flatten(tree))),
  ]),
) as Record<Language, Record<string, string>>;

describe('locale parity', () => {
  const reference = Object.keys(bundles.fr).sort();

  it('reads the base files and every area file', () => {
    expect(filesOf('fr').length).toBe(filesOf('en').length);
    expect(bundles.fr['home.title']).toBe('Ouvrez votre compte professionnel en ligne');
  });

  it.each(['en', 'de'] as const)('%s has exactly the French keys', (language) => {
    expect(Object.keys(bundles[language]).sort()).toEqual(reference);
  });

  it.each(['fr', 'en', 'de'] as const)('%s has no empty value', (language) => {
    const empty = Object.entries(bundles[language]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(['en', 'de'] as const)('%s uses the same placeholders as French', (language) => {
    const mismatched = reference.filter(
      (key) =>
        placeholders(bundles.fr[key] ?? '').join() !== placeholders(bundles[language][key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('no top-level section is defined in two files (one would hide the other)', () => {
    const sections = filesOf('fr').flatMap((tree) => Object.keys(tree));
    expect(sections.filter((section, index) => sections.indexOf(section) !== index)).toEqual([]);
  });
});
