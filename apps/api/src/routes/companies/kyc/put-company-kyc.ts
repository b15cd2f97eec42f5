import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validationFailed } from '../../../errors';
import { requestUserId } from '../../../modules/companies/request-user';
import { createKycService } from '../../../modules/kyc/kyc.service';
import type { KycAnswerInput } from '../../../modules/kyc/kyc-answers';
import { nulField } from '../../../plugins/refuse-nul';
import type { App } from '../../../types';
import {
  answersFromBody,
  KycAnswersBodySchema,
  KycSavedAnswerSchema,
  KycVersionQuerySchema,
  toSavedAnswer,
} from './kyc.schemas';

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
  const kyc = createKycService(app.deps);
  app.put(
    '/companies/:companyId/kyc',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['kyc'],
        params: z.object({ companyId: z.string().max(64) }),
        querystring: KycVersionQuerySchema,
        // Absent for multipart requests, whose body the handler streams.
        body: KycAnswersBodySchema.nullish(),
        response: { 200: z.array(KycSavedAnswerSchema) },
      },
    },
    async (request) => {
      const userId = requestUserId(request);
      const { companyId } = request.params;
      if (!(request as FastifyRequest).isMultipart()) {
        if (request.body == null) throw validationFailed({ answers: 'validation.required' });
        const saved = await kyc.save(companyId, userId, answersFromBody(request.body), request.locale);
        return saved.map(toSavedAnswer);
      }
      // Ownership first: another user's company reads nothing of the upload.
      const company = await kyc.ownedCompany(companyId, userId);
      const upload = await app.deps.documents.stage(
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
      const saved = await kyc.save(company.id, userId, answers, request.locale, upload);
      return saved.map(toSavedAnswer);
    },
  );
}
