import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

/** Every text with its path: "cases.title" and the like. */
const leaves = (value: unknown, prefix = ''): [string, unknown][] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, member]) => leaves(member, `${prefix}${key}.`))
    : [[prefix.slice(0, -1), value]];
const keys = (value: unknown) => leaves(value).map(([key]) => key);

describe("the back-office's words", () => {
  it('exist in French and English for the same keys, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort());
    for (const language of [fr, en]) {
      for (const [key, text] of leaves(language)) expect(String(text).trim(), key).not.toBe('');
    }
  });
});
