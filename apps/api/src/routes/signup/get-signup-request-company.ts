import { toCompanyDto } from '../../modules/companies/company-dto';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInUserId } from '../signed-in-user';
import { SignupRequestParamsSchema } from './signup-request-params';

/** The request's company (each opening has its own): saved company and partner prefill; only the request's user, signed in. */
export default async function getSignupRequestCompany(app: App) {
  const { signupRequests, companies, completion } = app.services;
  app.get(
    '/signup/request/:uuid/company',
    {
      schema: {
        tags: ['signup-request'],
        security: [{ bearer: [] }],
        params: SignupRequestParamsSchema,
        response: replyFor('GET /signup/request/{uuid}/company'),
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const userId = signedInUserId(request);
      const signupRequest = await signupRequests.owned(request.params.uuid, userId);
      const company = await companies.findForRequest(signupRequest.id, userId);
      return {
        company: company ? toCompanyDto(company, request.locale) : null,
        prefill: signupRequests.prefillOf(signupRequest),
        step_reached: await completion.stepReached(company, userId),
      };
    },
  );
}
