import { SEARCH_PAGE_SIZE } from '../constants/limits';

/** Lower case, accents removed, punctuation as spaces, spaces collapsed: "Société  d'Exercice" -> "societe d exercice". */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export interface PageRequest {
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export function paginate<T>(items: readonly T[], request: PageRequest = {}): Page<T> {
  const pageSize = Math.max(1, Math.floor(request.pageSize ?? SEARCH_PAGE_SIZE));
  const page = Math.max(1, Math.floor(request.page ?? 1));
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    total: items.length,
    page,
    pageSize,
    hasMore: start + pageSize < items.length,
  };
}

/**
 * Items whose text contains every word of the query, accent- and case-insensitively; an empty query
 * matches everything. Items whose text starts with the query come first, then the original order.
 */
export function searchItems<T>(
  items: readonly T[],
  query: string | null | undefined,
  textOf: (item: T) => string,
  request: PageRequest = {},
): Page<T> {
  const needle = normalizeSearchText(query ?? '');
  if (!needle) return paginate(items, request);
  const words = needle.split(' ');
  const scored: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const haystack = normalizeSearchText(textOf(item));
    if (!words.every((word) => haystack.includes(word))) return;
    const rank = haystack.startsWith(needle) ? 0 : haystack.includes(` ${needle}`) ? 1 : 2;
    scored.push({ item, rank, index });
  });
  scored.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return paginate(
    scored.map((entry) => entry.item),
    request,
  );
}
