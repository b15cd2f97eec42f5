import { toCompanyDto } from '../../modules/companies/company-dto';
import type { App } from '../../types';
import { namedSignupRequestId } from '../named-signup-request';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInUserId } from '../signed-in-user';

/** POST /companies: creates the company of the user's opening in hand (a second call updates it, see the service). */
export default async function postCompany(app: App) {
  app.post(
    '/companies',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['companies'],
        body: bodyFor('POST /companies'),
        response: replyFor('POST /companies'),
      },
    },
    async (request, reply) => {
      const { company, created } = await app.services.companies.create(
        signedInUserId(request),
        namedSignupRequestId(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(toCompanyDto(company, request.locale));
    },
  );
}
