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

/**
 * Pieces of a sentence, shown inside another text ("Step 2, completed", "…: the transfer came from
 * a bank outside the SEPA area."): they begin as the sentence around them goes on.
 */
const SENTENCE_PIECES = new Set([
  'steps.done',
  'steps.current',
  'company.headquarter.headOffice',
  'shareholders.health.declared',
  'shareholders.health.badge',
  'capitalDeposit.holder.referenceOf',
  'capitalDeposit.holdReason.payer_name_mismatch',
  'capitalDeposit.holdReason.payer_outside_sepa',
  'capitalDeposit.holdReason.unknown_reference',
  'capitalDeposit.holdReason.wrong_account',
  'documents.browse',
]);

describe('the English texts', () => {
  it('start with a capital letter, but for the pieces shown inside another sentence', () => {
    const lowerCase = Object.entries(bundles.en)
      .filter(([key, text]) => !SENTENCE_PIECES.has(key) && /^[a-z]/.test(text))
      .map(([key]) => key);
    expect(lowerCase).toEqual([]);
  });

  it('lists as pieces only texts that exist and begin in lower case', () => {
    for (const key of SENTENCE_PIECES) expect(bundles.en[key], key).toMatch(/^[a-z]/);
  });
});
