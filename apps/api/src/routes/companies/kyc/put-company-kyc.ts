import { KycAnswersBodySchema } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validationFailed } from '../../../errors';
import type { KycAnswerInput } from '../../../modules/kyc/kyc-answers';
import { nulField } from '../../../plugins/refuse-nul';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { bodyFor, queryFor } from '../../request-schemas';
import { IdSchema, signedInUserId } from '../../signed-in-user';
import { answersFromBody } from './kyc-answers-body';

/** The multipart form's jsonBody field: the same answers as the JSON body. */
function answersFromJsonBody(text: string | undefined): KycAnswerInput[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    throw validationFailed({ jsonBody: 'validation.required' });
  }
  // Parsed here, after the request's own NUL check: PostgreSQL text cannot hold one.
  if (nulField({ jsonBody: parsed })) throw validationFailed({ jsonBody: 'validation.form_invalid' });
  const body = KycAnswersBodySchema.safeParse(parsed);
  if (!body.success) throw validationFailed({ jsonBody: 'validation.invalid_choice' });
  return answersFromBody(body.data);
}

/**
 * PUT /companies/{id}/kyc?version=3: answers checked per question, then stored. The multipart
 * variant carries them in jsonBody with files[] (the answer to the upload question), stored
 * through the document store in the same transaction as the answers.
 */
export default async function putCompanyKyc(app: App) {
  const { kyc, documents } = app.services;
  app.put(
    '/companies/:companyId/kyc',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['kyc'],
        params: z.object({ companyId: IdSchema }),
        querystring: queryFor('PUT /companies/{companyId}/kyc'),
        // Absent for multipart requests, whose body the handler streams.
        body: bodyFor('PUT /companies/{companyId}/kyc'),
        response: replyFor('PUT /companies/{companyId}/kyc'),
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { companyId } = request.params;
      if (!(request as FastifyRequest).isMultipart()) {
        if (request.body == null) throw validationFailed({ answers: 'validation.required' });
        return kyc.save(companyId, userId, answersFromBody(request.body), request.locale);
      }
      // Ownership first: another user's company reads nothing of the upload.
      const company = await kyc.ownedCompany(companyId, userId);
      const upload = await documents.stage(
        request,
        { ownerId: userId, subjectType: 'company', subjectId: company.id, type: 'kyc' },
        { requireFile: false },
      );
      let answers: KycAnswerInput[];
      try {
        answers = answersFromJsonBody(upload.fields.jsonBody);
      } catch (error) {
        await upload.discard();
        throw error;
      }
      return kyc.save(company.id, userId, answers, request.locale, upload);
    },
  );
}
