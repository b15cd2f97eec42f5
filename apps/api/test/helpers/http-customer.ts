import { expect } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { completeWithSca, validKycAnswers } from '../companies/ready-company';
import { makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { shareholderCompany, signupPerson, userAnswers } from '../representatives/people-bodies';
import { enrollCodeMethod, startEnrollment } from '../sca/sca-test-kit';
import type { TestApp } from './test-app';
import type { TestUser } from './test-user';

export const PASSWORD = 'Kinésithérapie-2026';

/** POST /user as the account form sends it; the answer's token becomes the TestUser's headers. */
export async function signUpOverHttp(
  t: TestApp,
  options: {
    email: string;
    lastName?: string;
    registrationType?: 'existing_company' | 'new_company';
    signupRequestId?: string;
    /** The language the account is created in (kept as the customer's): French by default. */
    language?: string;
  },
): Promise<TestUser> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/user?accounts=false',
    headers: {
      ...(options.signupRequestId ? { 'x-signup-request-id': options.signupRequestId } : {}),
      ...(options.language ? { 'x-language': options.language } : {}),
    },
    payload: {
      gender: 2,
      first_name: 'Camille',
      last_name: options.lastName ?? 'Durand',
      email: options.email,
      email_repeat: options.email,
      phone: '+33 6 12 34 56 78',
      password: PASSWORD,
      password_repeat: PASSWORD,
      registration_type: options.registrationType ?? 'existing_company',
      nationality: 'FR',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const account = response.json<{ uuid: string; email: string; token: string }>();
  return {
    id: account.uuid,
    email: account.email,
    password: PASSWORD,
    token: account.token,
    headers: { authorization: `Bearer ${account.token}` },
  };
}

/** Uploads one PDF (multipart field `files`) and answers the new document's id. */
export async function uploadPdf(t: TestApp, user: TestUser, url: string, fileName = 'piece.pdf') {
  const body = multipart([
    { filename: fileName, content: await makePdf(fileName), contentType: 'application/pdf' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
  return response.json<{ id: string }[]>()[0]?.id as string;
}

/** A customer with one of everything the API keeps, every id the routes take. */
export interface HttpCustomer {
  user: TestUser;
  /** A word found in this customer's names and files only, to spot it in another user's answers. */
  marker: string;
  signupRequestId: string;
  companyId: string;
  ownEntryId: string;
  representativeId: string;
  mandateId: string;
  documents: { user: string; company: string; representative: string };
  /** An active e-mail method, and an SMS method still being set up with its pending challenge. */
  scaTokenId: string;
  pendingTokenId: string;
  pendingChallengeId: string;
  account: { uuid: string; iban: string } | null;
}

/**
 * Builds a customer over HTTP only (the signup request aside, which the partner creates): a
 * claimed signup request, account, proofs, company and certification, KYC, company proofs,
 * their own entry, a representative with an identity card, a company mandate, strong
 * authentication methods and, with complete: true, the opened account.
 */
export async function buildHttpCustomer(
  t: TestApp,
  options: { marker: string; complete: boolean },
): Promise<HttpCustomer> {
  const { marker } = options;
  const requests = t.app.services.signupRequests;
  const request = await requests.createSignupRequest({
    type: 'existing_company',
    last_name: marker,
    email: `${marker.toLowerCase()}@example.test`,
  });
  const user = await signUpOverHttp(t, {
    email: `${marker.toLowerCase()}@example.test`,
    lastName: marker,
    signupRequestId: request.uuid,
  });
  const inject = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, expected = 200) => {
    const response = await t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected);
    return response.json();
  };

  const userDocument = await uploadPdf(t, user, '/user/documents/identity_card', `${marker}-id.pdf`);
  await uploadPdf(t, user, '/user/documents/proof_of_address', `${marker}-home.pdf`);
  const company = await inject('POST', '/companies', signupCompany({ name: `Cabinet ${marker}` }), 201);
  const companyId = company.id as string;
  await inject('POST', `/company-certification/${companyId}`, {});
  await inject('PUT', `/companies/${companyId}/kyc?version=3`, validKycAnswers());
  const companyDocument = await uploadPdf(
    t,
    user,
    `/companies/${companyId}/documents/kbis`,
    `${marker}-kbis.pdf`,
  );
  await uploadPdf(t, user, `/companies/${companyId}/documents/status`, `${marker}-status.pdf`);
  await uploadPdf(t, user, `/companies/${companyId}/documents/proof_of_address`, `${marker}-seat.pdf`);

  const entries = (await inject('GET', `/representatives?companyId=${companyId}`)) as {
    id: string;
    is_user: boolean;
  }[];
  const ownEntryId = entries.find((entry) => entry.is_user)?.id as string;
  await inject(
    'PUT',
    `/representatives/${ownEntryId}?companyId=${companyId}`,
    userAnswers({ last_name: marker, shareholders_value: 3000 }),
  );
  const person = await inject(
    'POST',
    '/representatives',
    { ...signupPerson({ first_name: marker, shareholders_value: 1500 }), company_id: companyId },
    201,
  );
  const representativeDocument = await uploadPdf(
    t,
    user,
    `/representatives/${person.id}/documents/identity_card?companyId=${companyId}`,
    `${marker}-person.pdf`,
  );
  const mandate = await inject(
    'POST',
    `/companies/${companyId}/mandate`,
    shareholderCompany({
      name: `Holding ${marker}`,
      shareholders_value: 500,
      is_mandatary: true,
      title_code: 'PRE',
    }),
    201,
  );
  await inject('GET', `/companies/${companyId}/validate-representatives?certified=true`);

  let scaTokenId: string;
  let account: HttpCustomer['account'] = null;
  if (options.complete) {
    const completed = await completeWithSca(t, user, companyId);
    expect(completed.statusCode, completed.body).toBe(200);
    account = { uuid: completed.json().uuid, iban: completed.json().iban };
    scaTokenId = (await inject('GET', '/sca/tokens'))[0].id;
  } else {
    scaTokenId = await enrollCodeMethod(t.app, t.deps, user, 'email');
  }
  // A second method: the API first asks for a challenge answered with the active e-mail method.
  const started = await startEnrollment(t.app, t.deps, user, 'sms');
  expect(started.statusCode, started.body).toBe(200);
  const pending = started.json();
  return {
    user,
    marker,
    signupRequestId: request.uuid,
    companyId,
    ownEntryId,
    representativeId: person.id,
    mandateId: mandate.id,
    documents: { user: userDocument, company: companyDocument, representative: representativeDocument },
    scaTokenId,
    pendingTokenId: pending.id,
    pendingChallengeId: pending.challenge.id,
    account,
  };
}
