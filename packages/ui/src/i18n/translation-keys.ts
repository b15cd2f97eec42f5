/** Every word's key in a tree of words: `cases.title` for `{ cases: { title: '…' } }`. */
type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

type PluralBase<Key> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never;

/**
 * The keys t() accepts for an app's words (the type of its reference language's files), checked
 * at compile time: a word, or a plural word's base (given with `count`).
 */
export type TranslationKeys<Tree> = Leaves<Tree> | PluralBase<Leaves<Tree>>;
