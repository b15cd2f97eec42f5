import { z } from 'zod';
import type { App } from '../../types';
import { isArchive } from '../documents/schemas';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/**
 * POST /companies/{companyId}/capital-deposit/kbis (multipart field `files`, like every upload):
 * the registered company's Kbis, once the deposit is complete; the opening then waits for the
 * bank to open the account. 409 before the deposit is complete or once the account is opened.
 */
export default async function postKbis(app: App) {
  app.post(
    '/companies/:companyId/capital-deposit/kbis',
    {
      // The journey is complete by then: authentication only, not requireOpenJourney.
      preHandler: app.authenticate,
      schema: {
        tags: ['capital deposit', 'documents'],
        consumes: ['multipart/form-data'],
        params: z.object({ companyId: IdSchema }),
        querystring: queryFor('POST /companies/{companyId}/capital-deposit/kbis'),
        response: replyFor('POST /companies/{companyId}/capital-deposit/kbis'),
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { capitalDeposits, documents } = app.services;
      const companyId = await capitalDeposits.kbisCompany(request.params.companyId, userId);
      const rows = await documents.upload(
        request,
        { ownerId: userId, subjectType: 'company', subjectId: companyId, type: 'kbis' },
        { archive: isArchive(request.query.archive) },
      );
      await capitalDeposits.kbisReceived(
        companyId,
        userId,
        rows.map((row) => row.id),
      );
      return reply.status(201).send(documents.replies(rows));
    },
  );
}
