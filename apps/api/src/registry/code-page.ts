import type { Page } from '@app/domain';

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
