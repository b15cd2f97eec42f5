import { describe, expect, it } from 'vitest';
import { isPlainPersonName, toStoredName } from './names';

describe('the name rule', () => {
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
