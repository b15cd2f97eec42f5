import { z } from 'zod';
import { AppError } from '../../errors';
import { requestUserId } from '../../modules/companies/request-user';
import { loadCompanyPeople } from '../../modules/representatives/company-people';
import { checkRepresentatives } from '../../modules/representatives/representatives-check';
import type { App } from '../../types';

/**
 * GET /companies/{id}/validate-representatives: 200 {valid: true}, or 422 with per-person
 * messages (prefixed with the person's name) in `messages` and by field in `fields`.
 */
export default async function getValidateRepresentatives(app: App) {
  app.get(
    '/companies/:companyId/validate-representatives',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        params: z.object({ companyId: z.string().max(64) }),
        response: { 200: z.object({ valid: z.literal(true) }) },
      },
    },
    async (request) => {
      const people = await loadCompanyPeople(app.deps.db, request.params.companyId, requestUserId(request));
      const check = await checkRepresentatives(app.deps.db, people, request.locale);
      if (check.messages.length > 0) {
        throw new AppError('validation_failed', 'validation.form_invalid', check.fields, {
          messages: check.messages,
        });
      }
      return { valid: true as const };
    },
  );
}
