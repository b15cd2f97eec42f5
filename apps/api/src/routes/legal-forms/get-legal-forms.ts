import { LEGAL_FORM_CODES, type LegalFormCode, searchLegalForms } from '@app/domain';
import { z } from 'zod';
import type { App } from '../../types';

const QuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
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

const LegalFormItemSchema = z.object({ code: z.string(), abbreviation: z.string(), label: z.string() });

const PageSchema = z.object({
  results: z.array(LegalFormItemSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});

/** Legal forms for the company form's dropdown, searched and paged for its "see more" button. */
export default async function getLegalForms(app: App) {
  app.get(
    '/legal-forms',
    { schema: { tags: ['registry'], querystring: QuerySchema, response: { 200: PageSchema } } },
    async (request) => {
      const { search, page, per_page: perPage, exclude } = request.query;
      const found = searchLegalForms(search, request.locale, { page, pageSize: perPage, exclude });
      return {
        results: found.items.map((form) => ({
          code: form.code,
          abbreviation: form.abbreviation,
          label: form.label[request.locale],
        })),
        page: found.page,
        per_page: found.pageSize,
        total: found.total,
        total_pages: Math.ceil(found.total / found.pageSize),
      };
    },
  );
}
