import type { Page } from '@app/domain';
import { z } from 'zod';

/** The query of a code list's dropdown (legal forms, NAF activities): typed words, then "see more" pages. */
export const CodePageQuerySchema = z.object({
  /** Words of the label, or the start of a code ("8621", "86.2", "SEL"). */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of the domain's search in the wire's paging fields. */
export function toCodePage<Item, Reply>(found: Page<Item>, toReply: (item: Item) => Reply) {
  return {
    results: found.items.map(toReply),
    page: found.page,
    per_page: found.pageSize,
    total: found.total,
    total_pages: Math.ceil(found.total / found.pageSize),
  };
}
