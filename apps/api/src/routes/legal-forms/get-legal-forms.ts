import { searchLegalForms } from '@app/domain';
import { toCodePage } from '../../registry/code-page';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';

/** Legal forms for the company form's dropdown, searched and paged for its "see more" button. */
export default async function getLegalForms(app: App) {
  app.get(
    '/legal-forms',
    {
      schema: {
        tags: ['registry'],
        querystring: queryFor('GET /legal-forms'),
        response: replyFor('GET /legal-forms'),
      },
    },
    async (request) => {
      const { search, page, per_page: perPage, exclude } = request.query;
      const found = searchLegalForms(search, request.locale, { page, pageSize: perPage, exclude });
      return toCodePage(found, (form) => ({
        code: form.code,
        abbreviation: form.abbreviation,
        label: form.label[request.locale],
      }));
    },
  );
}
