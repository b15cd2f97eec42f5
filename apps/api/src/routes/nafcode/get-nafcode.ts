import { searchNafActivities, toNafItem } from '@app/domain/naf';
import { z } from 'zod';
import type { App } from '../../types';

const QuerySchema = z.object({
  /** Words of the activity ("médecin") or the start of a code ("8621", "86.2"). */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

const PageSchema = z.object({
  results: z.array(z.object({ codenaf: z.string(), libelle: z.string() })),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});

/** NAF rev. 2 activities (spec §3 NAF activity item) for the dropdown, searched and paged. */
export default async function getNafcode(app: App) {
  app.get(
    '/nafcode',
    { schema: { tags: ['registry'], querystring: QuerySchema, response: { 200: PageSchema } } },
    async (request) => {
      const { search, page, per_page: perPage } = request.query;
      const found = searchNafActivities(search, { page, pageSize: perPage });
      return {
        results: found.items.map(toNafItem),
        page: found.page,
        per_page: found.pageSize,
        total: found.total,
        total_pages: Math.ceil(found.total / found.pageSize),
      };
    },
  );
}
