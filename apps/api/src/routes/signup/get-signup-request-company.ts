import { CompanyReplySchema } from '@app/domain';
import { z } from 'zod';
import { createCompanyRepository } from '../../modules/companies/company.repository';
import { toCompanyDto } from '../../modules/companies/company-dto';
import { createSignupRequestService } from '../../modules/signup-requests/signup-request.service';
import type { App } from '../../types';
import { SignupRequestParamsSchema } from './signup-request-params';

const SignupRequestCompanySchema = z.object({
  /** The company saved in the journey, once there is one. */
  company: CompanyReplySchema.nullable(),
  /** The company fields the request was created with (partner prefill), if any. */
  prefill: z.record(z.string(), z.unknown()).nullable(),
});

/** The request's company: saved company and partner prefill; only the request's user, signed in. */
export default async function getSignupRequestCompany(app: App) {
  const requests = createSignupRequestService(app.deps);
  const companies = createCompanyRepository(app.deps.db);
  app.get(
    '/signup/request/:uuid/company',
    {
      schema: {
        tags: ['signup-request'],
        security: [{ bearer: [] }],
        params: SignupRequestParamsSchema,
        response: { 200: SignupRequestCompanySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const userId = request.auth?.userId ?? '';
      const signupRequest = await requests.owned(request.params.uuid, userId);
      const company = await companies.findByUser(userId);
      return {
        company: company ? toCompanyDto(company, request.locale) : null,
        prefill: signupRequest.company_data
          ? (JSON.parse(signupRequest.company_data) as Record<string, unknown>)
          : null,
      };
    },
  );
}
