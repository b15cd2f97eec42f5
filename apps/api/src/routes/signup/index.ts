import { notFound } from '../../errors';
import type { App } from '../../types';
import getSignupRequest from './get-signup-request';
import getSignupRequestCompany from './get-signup-request-company';
import getSignupRequestCompanyDocuments from './get-signup-request-company-documents';
import getSignupRequestUser from './get-signup-request-user';
import getSignupRequestUserDocuments from './get-signup-request-user-documents';

/** Resuming an opening request; all of it answers 404 when the feature is off. */
export async function signupRoutes(app: App): Promise<void> {
  await app.register(async (scope: App) => {
    scope.addHook('onRequest', async () => {
      if (!app.deps.config.features.signupRequest) throw notFound('signup request');
    });
    await scope.register(getSignupRequest);
    await scope.register(getSignupRequestUser);
    await scope.register(getSignupRequestUserDocuments);
    await scope.register(getSignupRequestCompany);
    await scope.register(getSignupRequestCompanyDocuments);
  });
}
