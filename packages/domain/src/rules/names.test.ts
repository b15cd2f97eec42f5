import { describe, expect, it } from 'vitest';
import { hasForbiddenNameCharacters, isPlainPersonName, toStoredName } from './names';

describe('the name rule', () => {
  it.each([
    ['a control character', 'Jean\u0007Dupont'],
    ['a line feed', 'Jean\nDupont'],
    ['a right-to-left override', 'Jean\u202eDupont'],
    ['a left-to-right isolate', 'Jean\u2066Dupont'],
    ['a zero-width space', 'Jean\u200bDupont'],
    ['a zero-width joiner', 'Jean\u200dDupont'],
    ['a byte-order mark', '\ufeffJean'],
    ['a line separator', 'Jean\u2028Dupont'],
    ['a private-use character', 'Jean\ue000'],
  ])('refuses %s', (_what, value) => {
    expect(hasForbiddenNameCharacters(value)).toBe(true);
  });

  it.each([
    "Jean-François d'Arcy",
    'Zoë Œuvray',
    'Łukasz Żółć',
    'Ørsted Åse',
    'José María Núñez',
    'Müller & Söhne SARL',
    'Ἀλέξανδρος',
  ])('keeps the letters, accents, spaces and punctuation of %s', (value) => {
    expect(hasForbiddenNameCharacters(value)).toBe(false);
  });

  it('stores a name composed (NFC)', () => {
    const decomposed = 'He\u0301le\u0300ne';
    expect(toStoredName(decomposed)).toBe('Hélène');
    expect(toStoredName(decomposed)).not.toBe(decomposed);
  });
});

describe("a person's name as written", () => {
  it.each(["Jean-François d'Arcy", 'Zoë', 'J. R. Tolkien', 'J.R. Ewing', 'N’Diaye', 'Ἀλέξανδρος'])(
    'accepts %s',
    (value) => {
      expect(isPlainPersonName(value)).toBe(true);
    },
  );

  it.each(['https://evil.test', 'www.evil.test', 'Noah <b>', 'Gagnez 1000 €', 'a@b.fr', ' Noah', '-'])(
    'refuses %s',
    (value) => {
      expect(isPlainPersonName(value)).toBe(false);
    },
  );
});
