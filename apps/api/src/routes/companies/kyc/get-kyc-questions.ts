import type { KycVariant } from '@app/domain';
import { localizeQuestion } from '../../../modules/kyc/kyc-localize';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { queryFor } from '../../request-schemas';

/** GET /companies/kyc?version=3&legal_form=: the questionnaire in the request's language. */
export default async function getKycQuestions(app: App) {
  app.get(
    '/companies/kyc',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['kyc'],
        querystring: queryFor('GET /companies/kyc'),
        response: replyFor('GET /companies/kyc'),
      },
    },
    async (request) => {
      const variant: KycVariant = request.query.legal_form || 'default';
      return app.services.kyc
        .questions(variant)
        .map((question) => localizeQuestion(question, request.locale));
    },
  );
}
