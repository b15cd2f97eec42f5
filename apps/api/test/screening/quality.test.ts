import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ListedEntry, type ScreenedPerson, ScreeningIndex, screenPerson } from '@app/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { generateLists } from '../../src/modules/screening/demo/generate-lists';
import { inventedFrenchPeople } from '../../src/modules/screening/demo/invented-people';
import { type LabelledVariant, labelledVariants, type VariantKind } from './labelled-variants';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, parseList } from './screening-fixtures';

// The screening's quality, measured on the shipped lists with the product's default threshold:
// recall on a labelled set (every listed person declared in the ways a customer who is that
// person may be, found among lists of the real ones' size), and the share of invented French healthcare professionals raising a hit.
const { threshold } = loadConfig({}).screening;

const MIN_RECALL = 0.98;
const MAX_FALSE_POSITIVE_RATE = 0.01;
const FRENCH_PEOPLE = 10_000;
/** The national register's and the EU list's sizes (entries), as published. */
const REGISTER_SIZE = 6_600;
const EU_LIST_SIZE = 5_000;

let indexes: Map<ListedEntry['list'], ScreeningIndex>;
let variants: LabelledVariant[];

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/** Whether screening the variant's person finds the entry it is labelled with. */
function finds(variant: LabelledVariant, person: ScreenedPerson = variant.person): boolean {
  const index = indexes.get(variant.entry.list);
  if (!index) throw new Error(`no index for ${variant.entry.list}`);
  return screenPerson(index, person, threshold).some((hit) => hit.entry === variant.entry);
}

function recallByKind(found: (variant: LabelledVariant) => boolean) {
  const kinds = new Map<VariantKind, { total: number; found: number; missed: string[] }>();
  for (const variant of variants) {
    const row = kinds.get(variant.kind) ?? { total: 0, found: 0, missed: [] };
    row.total += 1;
    if (found(variant)) row.found += 1;
    else
      row.missed.push(
        `${variant.person.firstNames} ${variant.person.lastName} (${variant.entry.names[0]?.whole})`,
      );
    kinds.set(variant.kind, row);
  }
  return kinds;
}

beforeAll(async () => {
  const lists = await Promise.all(
    [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH].map((path) => parseList(readFileSync(path))),
  );
  // The listed persons among as many invented entries as the real lists hold, so that the index's
  // keys are as common as they are in production (a rare key at 45 entries may not be at 6,600).
  const folder = mkdtempSync(join(tmpdir(), 'screening-quality-'));
  try {
    const sized = await generateLists({ folder, registerEntries: REGISTER_SIZE, euEntries: EU_LIST_SIZE });
    const crowds = new Map<string, ListedEntry[]>();
    for (const path of [sized.register, sized.euList]) {
      const crowd = await parseList(readFileSync(path));
      crowds.set(crowd.kind, crowd.entries);
    }
    indexes = new Map(
      lists.map((list) => [
        list.kind as ListedEntry['list'],
        new ScreeningIndex([...list.entries, ...(crowds.get(list.kind) ?? [])]),
      ]),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  variants = labelledVariants(lists.flatMap((list) => list.entries));
}, 300_000);

describe(`screening quality at the default threshold (${threshold})`, () => {
  it(`finds every listed person declared another way: recall at least ${MIN_RECALL * 100} %`, () => {
    const persons = new Set(variants.map((variant) => `${variant.entry.list}:${variant.entry.id}`));
    const kinds = recallByKind((variant) => finds(variant));
    const found = [...kinds.values()].reduce((sum, row) => sum + row.found, 0);
    const lines = [...kinds.entries()].map(
      ([kind, row]) =>
        `  ${kind.padEnd(22)} ${String(row.found).padStart(3)} / ${String(row.total).padEnd(3)} ${percent(row.found, row.total)}` +
        (row.missed.length > 0 ? `  missed: ${row.missed.join('; ')}` : ''),
    );
    console.info(
      [
        `Recall on ${variants.length} variants of ${persons.size} listed persons (both lists): ${found} found, ${percent(found, variants.length)}`,
        ...lines,
      ].join('\n'),
    );
    // Every listed person has at least eight variants.
    for (const person of persons) {
      expect(
        variants.filter((variant) => `${variant.entry.list}:${variant.entry.id}` === person).length,
      ).toBeGreaterThanOrEqual(8);
    }
    expect(found / variants.length).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it('says what the birth date does: the same variants screened without it', () => {
    const kinds = recallByKind((variant) =>
      finds(variant, { ...variant.person, birthDate: null, nationalities: null }),
    );
    const found = [...kinds.values()].reduce((sum, row) => sum + row.found, 0);
    console.info(
      [
        `Recall without birth date nor nationality: ${found} / ${variants.length}, ${percent(found, variants.length)}`,
        ...[...kinds.entries()].map(([kind, row]) => `  ${kind.padEnd(22)} ${percent(row.found, row.total)}`),
      ].join('\n'),
    );
    expect(found).toBeGreaterThan(0);
  });

  it(`raises a hit for at most ${MAX_FALSE_POSITIVE_RATE * 100} % of ${FRENCH_PEOPLE} invented French healthcare professionals`, () => {
    const people = inventedFrenchPeople(FRENCH_PEOPLE);
    const flagged: string[] = [];
    for (const person of people) {
      const hits = [...indexes.values()].flatMap((index) => screenPerson(index, person, threshold));
      if (hits.length > 0) {
        flagged.push(
          `${person.firstNames} ${person.lastName}${person.birthName ? ` (${person.birthName})` : ''} ${person.birthDate}` +
            ` -> ${hits.map((hit) => `${hit.entry.names[0]?.whole} ${hit.score}`).join(', ')}`,
        );
      }
    }
    console.info(
      `False positives: ${flagged.length} of ${people.length} invented people raise a hit (${percent(flagged.length, people.length)})` +
        (flagged.length > 0 ? `\n  ${flagged.slice(0, 20).join('\n  ')}` : ''),
    );
    expect(flagged.length / people.length).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE);
  }, 300_000);
});
