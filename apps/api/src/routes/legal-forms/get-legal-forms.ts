import { LEGAL_FORM_CODES, type LegalFormCode, searchLegalForms } from '@app/domain';
import { z } from 'zod';
import { CodePageQuerySchema, toCodePage } from '../../registry/code-page';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

const QuerySchema = CodePageQuerySchema.extend({
  /** Forms the dropdown hides (e.g. CSE,AE,EI,EIRL for a shareholder company). */
  exclude: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code): code is LegalFormCode => (LEGAL_FORM_CODES as readonly string[]).includes(code)),
    ),
});

/** Legal forms for the company form's dropdown, searched and paged for its "see more" button. */
export default async function getLegalForms(app: App) {
  app.get(
    '/legal-forms',
    { schema: { tags: ['registry'], querystring: QuerySchema, response: replyFor('GET /legal-forms') } },
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
