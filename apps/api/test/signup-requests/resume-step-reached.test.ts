import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { validKycAnswers } from '../companies/ready-company';
import { signUpOverHttp, uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/test-user';
import { userAnswers } from '../representatives/people-bodies';

describe('resuming an opening names the step the customer stopped at', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const inject = async (user: TestUser, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };

  it('answers each step in turn as the opening is saved, with the company it names', async () => {
    const request = await t.app.services.signupRequests.createSignupRequest({
      type: 'existing_company',
      email: 'reprise@example.test',
    });
    const user = await signUpOverHttp(t, { email: 'reprise@example.test', signupRequestId: request.uuid });
    const resume = async () => {
      const reply = await inject(user, 'GET', `/signup/request/${request.uuid}/company`);
      return { step: reply.step_reached as string, company: reply.company?.name as string | undefined };
    };

    expect(await resume()).toEqual({ step: 'account', company: undefined });
    await uploadPdf(t, user, '/user/documents/identity_card');
    expect((await resume()).step).toBe('account');
    await uploadPdf(t, user, '/user/documents/proof_of_address');
    expect(await resume()).toEqual({ step: 'company', company: undefined });

    const company = await inject(
      user,
      'POST',
      '/companies',
      signupCompany({ name: 'SELARL Dentaire du Lac' }),
    );
    const companyId = company.id as string;
    expect(await resume()).toEqual({ step: 'company', company: 'SELARL Dentaire du Lac' });
    await inject(user, 'POST', `/company-certification/${companyId}`, {});
    await inject(user, 'PUT', `/companies/${companyId}/kyc?version=3`, validKycAnswers());
    await uploadPdf(t, user, `/companies/${companyId}/documents/kbis`);
    await uploadPdf(t, user, `/companies/${companyId}/documents/status`);
    // One company document still missing: the company step is not done.
    expect((await resume()).step).toBe('company');
    await uploadPdf(t, user, `/companies/${companyId}/documents/proof_of_address`);
    expect((await resume()).step).toBe('representatives');

    const entries = (await inject(user, 'GET', `/representatives?companyId=${companyId}`)) as {
      id: string;
      is_user: boolean;
    }[];
    const ownEntryId = entries.find((entry) => entry.is_user)?.id as string;
    await inject(user, 'PUT', `/representatives/${ownEntryId}?companyId=${companyId}`, userAnswers({}));
    await inject(user, 'GET', `/companies/${companyId}/validate-representatives?certified=true`);
    expect(await resume()).toEqual({ step: 'terms', company: 'SELARL Dentaire du Lac' });
  });
});
