import { z } from 'zod';
import { requestUserId } from '../../../modules/companies/request-user';
import { createKycService } from '../../../modules/kyc/kyc.service';
import type { App } from '../../../types';
import { KycSavedAnswerSchema, KycVersionQuerySchema, toSavedAnswer } from './kyc.schemas';

/** GET /companies/{id}/kyc?version=3: the answers saved for the user's company. */
export default async function getCompanyKyc(app: App) {
  const kyc = createKycService(app.deps);
  app.get(
    '/companies/:companyId/kyc',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['kyc'],
        params: z.object({ companyId: z.string().max(64) }),
        querystring: KycVersionQuerySchema,
        response: { 200: z.array(KycSavedAnswerSchema) },
      },
    },
    async (request) => {
      const answers = await kyc.answers(request.params.companyId, requestUserId(request));
      return answers.map(toSavedAnswer);
    },
  );
}
