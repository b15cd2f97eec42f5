import { normalizeSearchText } from '@app/domain';

/** The words of several names, normalised as queries are, each once, in first-seen order. */
export function searchTextOf(parts: ReadonlyArray<string | null | undefined>): string {
  const words = new Set<string>();
  for (const part of parts) {
    if (!part || part === '[ND]') continue;
    for (const word of normalizeSearchText(part).split(' ')) if (word) words.add(word);
  }
  return [...words].join(' ');
}
