import { type RawBuilder, sql } from 'kysely';
import type { WordsQuery } from './store';

/** A last word this long or longer is looked up as its whole words (shorter: as a prefix). */
export const COMPLETED_PREFIX_LENGTH = 4;
/** The most whole words a typed prefix stands for, the most frequent ones. */
export const PREFIX_COMPLETIONS_CAP = 20;

// Past the highest code point: [prefix, prefix + this) holds every word starting with prefix in
// code point order (SQLite's BINARY, PostgreSQL's "C" collation of `registry_words.word`), so the
// prefix is one range of the words' primary key.
const AFTER_PREFIX = String.fromCodePoint(0x10ffff);

/**
 * The whole words a typed prefix stands for, on either engine (each store runs this statement in
 * its own dialect): the prefix itself first when it is a word, so a name typed in full is always
 * found, then the words held by the most units, then in alphabetical order for a stable choice.
 */
export function completionsStatement(prefix: string, limit: number): RawBuilder<{ word: string }> {
  return sql<{ word: string }>`SELECT word FROM registry_words
    WHERE word >= ${prefix} AND word < ${`${prefix}${AFTER_PREFIX}`}
    ORDER BY word = ${prefix} DESC, units DESC, word LIMIT ${limit}`;
}

/**
 * A search's words with its last one as its whole words when it has four letters or more: a
 * long prefix costs both engines the merge of every word it starts (FTS5 past its prefix index of
 * three letters, a GIN index's bitmap of every match), where a few whole words are read lazily.
 */
export async function withLastWordCompletions(
  words: string[],
  completions: ((prefix: string, limit: number) => Promise<string[]>) | undefined,
): Promise<WordsQuery> {
  const last = words[words.length - 1] ?? '';
  if (!completions || last.length < COMPLETED_PREFIX_LENGTH) return { words };
  return { words, lastWordCompletions: await completions(last, PREFIX_COMPLETIONS_CAP) };
}
