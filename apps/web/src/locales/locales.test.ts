import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import journeyDe from './journey.de.json';
import journeyEn from './journey.en.json';
import journeyFr from './journey.fr.json';
import scaDe from './sca.de.json';
import scaEn from './sca.en.json';
import scaFr from './sca.fr.json';

type Tree = { [key: string]: string | Tree };

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

const bundles = {
  fr: flatten({ ...fr, ...journeyFr, ...scaFr } as Tree),
  en: flatten({ ...en, ...journeyEn, ...scaEn } as Tree),
  de: flatten({ ...de, ...journeyDe, ...scaDe } as Tree),
};

describe('locale parity', () => {
  const reference = Object.keys(bundles.fr).sort();

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

  it('a file section is not defined both in the base and the journey file', () => {
    const shared = Object.keys(fr).filter((key) => key in journeyFr);
    expect(shared).toEqual([]);
  });
});
