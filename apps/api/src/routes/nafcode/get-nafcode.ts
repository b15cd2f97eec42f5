import { searchNafActivities, toNafItem } from '@app/domain/naf';
import { toCodePage } from '../../registry/code-page';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';

/** NAF rev. 2 activities (spec §3 NAF activity item) for the dropdown, searched and paged. */
export default async function getNafcode(app: App) {
  app.get(
    '/nafcode',
    {
      schema: {
        tags: ['registry'],
        querystring: queryFor('GET /nafcode'),
        response: replyFor('GET /nafcode'),
      },
    },
    async (request) => {
      const { search, page, per_page: perPage } = request.query;
      return toCodePage(searchNafActivities(search, { page, pageSize: perPage }), toNafItem);
    },
  );
}
