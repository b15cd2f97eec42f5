import { describe, expect, it } from 'vitest';
import { hasDisguisingCharacters } from './typed-text';

const DISGUISING = [
  ['a control character', 'Jean\u0007Dupont'],
  ['a C1 control (next line)', 'Jean\u0085Dupont'],
  ['a right-to-left override', 'Jean\u202eDupont'],
  ['a left-to-right embedding', 'Jean\u202aDupont'],
  ['a left-to-right isolate', 'Jean\u2066Dupont'],
  ['a pop directional isolate', 'Jean\u2069Dupont'],
  ['a right-to-left mark', 'Jean\u200fDupont'],
  ['a zero-width space', 'Jean\u200bDupont'],
  ['a zero-width joiner', 'Jean\u200dDupont'],
  ['a byte-order mark', '\ufeffJean'],
  ['a line separator', 'Jean\u2028Dupont'],
  ['a paragraph separator', 'Jean\u2029Dupont'],
  ['a private-use character', 'Jean\ue000'],
  ['a lone surrogate', 'Jean\ud800'],
] as const;

const PLAIN = [
  "Jean-François d'Arcy",
  'Zoë Œuvray',
  'Łukasz Żółć',
  'Ørsted Åse',
  'José María Núñez',
  'Müller & Söhne SARL',
  'Ἀλέξανδρος',
  'Virement APPORT-CAPITAL/2026 n° 12 : 4 000,00 €',
  'Pièce illisible – merci d’en renvoyer une copie nette.',
];

describe('a text on one line (a name, a payer, a reference)', () => {
  it.each(DISGUISING)('refuses %s', (_what, value) => {
    expect(hasDisguisingCharacters(value)).toBe(true);
  });

  it.each([
    ['a line feed', 'Jean\nDupont'],
    ['a carriage return', 'Jean\rDupont'],
    ['a tab', 'Jean\tDupont'],
  ])('refuses %s', (_what, value) => {
    expect(hasDisguisingCharacters(value, 'single')).toBe(true);
  });

  it.each(PLAIN)('keeps the letters, accents, spaces and punctuation of %s', (value) => {
    expect(hasDisguisingCharacters(value)).toBe(false);
  });
});

describe('a text on several lines (a note, a message)', () => {
  it.each(DISGUISING)('refuses %s', (_what, value) => {
    expect(hasDisguisingCharacters(value, 'multiple')).toBe(true);
  });

  it('keeps its line breaks and tabs', () => {
    expect(hasDisguisingCharacters('Pièces reçues.\r\nÀ revoir :\n\t- le Kbis', 'multiple')).toBe(false);
  });

  it.each(PLAIN)('keeps %s', (value) => {
    expect(hasDisguisingCharacters(value, 'multiple')).toBe(false);
  });
});
