import type application from './application.fr.json';
import type base from './fr.json';
import type journey from './journey.fr.json';
import type sca from './sca.fr.json';

/** Every word of the app, as the French files hold it (the other languages have the same keys). */
type AllWords = typeof base & typeof journey & typeof sca & typeof application;

type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

type PluralBase<Key> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never;

type WordKey = Leaves<AllWords>;

/** A key t() accepts, checked at compile time: a word, or a plural word's base (with `count`). */
export type TranslationKey = WordKey | PluralBase<WordKey>;
