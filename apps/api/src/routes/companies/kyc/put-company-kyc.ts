import { z } from 'zod';
import { requestUserId } from '../../../modules/companies/request-user';
import { createKycService } from '../../../modules/kyc/kyc.service';
import type { App } from '../../../types';
import {
  answersFromBody,
  KycAnswersBodySchema,
  KycSavedAnswerSchema,
  KycVersionQuerySchema,
  toSavedAnswer,
} from './kyc.schemas';

/** PUT /companies/{id}/kyc?version=3: answers checked per question, then stored. */
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
        body: KycAnswersBodySchema,
        response: { 200: z.array(KycSavedAnswerSchema) },
      },
    },
    async (request) => {
      const saved = await kyc.save(
        request.params.companyId,
        requestUserId(request),
        answersFromBody(request.body),
        request.locale,
      );
      return saved.map(toSavedAnswer);
    },
  );
}
