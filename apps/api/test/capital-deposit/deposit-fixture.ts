import {
  type BackofficeDepositReply,
  BackofficeDepositReplySchema,
  type CapitalDepositReply,
  CapitalDepositReplySchema,
  type DepositShareholderReply,
} from '@app/domain';
import { expect } from 'vitest';
import { DEVELOPMENT_BANK_FEED_TOKEN } from '../../src/config';
import { newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import { enrollmentCompany } from '../companies/company-bodies';
import { completeWithSca } from '../companies/ready-company';
import { acceptEveryDocument } from '../decisions/decision-kit';
import { signUpOverHttp, uploadPdf } from '../helpers/http-customer';
import type { TestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/test-user';
import { insertDocument } from '../representatives/document-fixtures';
import { enrollmentPerson } from '../representatives/people-bodies';

/** The new_company questionnaire answered (the capital's origin, question 18, included). */
const newCompanyAnswers = [
  { question_id: 1, answer: 'Médecin généraliste' },
  { question_id: 18, answer: ['Épargne personnelle'] },
  { question_id: 3, answer: 'Moins de 5 000 €' },
  { question_id: 4, answer: 'Moins de 5 000 €' },
  { question_id: 5, answer: ['Apport personnel ou épargne'] },
  { question_id: 6, answer: 'Non' },
  { question_id: 7, answer: 'Non' },
  { question_id: 9, answer: 'Aucun' },
  { question_id: 10, answer: '60 000' },
  { question_id: 11, answer: 'Non' },
  { question_id: 13, answer: ['Paiement des charges du cabinet'] },
  { question_id: 14, answer: 'Patients' },
];

export interface OpenedDeposit {
  user: TestUser;
  companyId: string;
  /** The completion's answer. */
  completed: { uuid: string; kind: string; opening_status: string; iban: string; bic: string };
  emails: { founder: string; partner: string };
}

/**
 * The scenario up to completion, over HTTP: a SELARL being formed with a capital of
 * 10 000 € in 1 000 shares, held 600 by the applicant (Dr Camille Martin) and 400 by Dr Jean
 * Dupont; proofs as metadata rows; completion with strong authentication.
 */
export async function openDeposit(
  t: TestApp,
  marker: string,
  options: { withFiles?: boolean; language?: string } = {},
): Promise<OpenedDeposit> {
  const emails = {
    founder: `camille.${marker.toLowerCase()}@example.test`,
    partner: `jean.${marker.toLowerCase()}@example.test`,
  };
  const user = await signUpOverHttp(t, {
    email: emails.founder,
    lastName: 'Martin',
    registrationType: 'new_company',
    language: options.language,
  });
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, expected = 200) => {
    const response = await t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected);
    return response.json();
  };
  const company = await call('POST', '/companies', enrollmentCompany({ name: `Cabinet ${marker}` }), 201);
  const companyId = company.id as string;
  await call('POST', `/company-certification/${companyId}`, {});
  await call('PUT', `/companies/${companyId}/kyc?version=3`, newCompanyAnswers);
  const entries = (await call('GET', `/representatives?companyId=${companyId}`)) as {
    id: string;
    is_user: boolean;
  }[];
  const ownId = entries.find((entry) => entry.is_user)?.id;
  await call(
    'PUT',
    `/representatives/${ownId}?companyId=${companyId}`,
    enrollmentPerson({
      gender: 2,
      first_name: 'Camille',
      last_name: 'Martin',
      email: emails.founder,
      address: { street: '4 rue Victor Hugo', details: null, zip: '69002', city: 'Lyon', country: 'FR' },
      title_code: 'GER',
      shareholders_value: 600,
    }),
  );
  const partner = await call(
    'POST',
    '/representatives',
    { ...enrollmentPerson({ email: emails.partner, shareholders_value: 400 }), company_id: companyId },
    201,
  );
  const proofs: [Parameters<typeof insertDocument>[1]['subjectType'], string, string][] = [
    ['company', companyId, 'status_project'],
    ['company', companyId, 'proof_of_address'],
    ['user', user.id, 'identity_card'],
    ['user', user.id, 'proof_of_address'],
    ['representative', partner.id, 'identity_card'],
  ];
  // Uploaded as the web does when the test reads the files back (the regulator's export), else rows.
  const uploadUrl = { company: `/companies/${companyId}/documents`, user: '/user/documents' };
  for (const [subjectType, subjectId, type] of proofs) {
    if (!options.withFiles) await insertDocument(t.deps, { userId: user.id, subjectType, subjectId, type });
    else {
      const base =
        subjectType === 'representative'
          ? `/representatives/${subjectId}/documents`
          : uploadUrl[subjectType as 'company' | 'user'];
      await uploadPdf(t, user, `${base}/${type}`, `${type}.pdf`);
    }
  }
  // The applicant certifies the list of people as the web does when submitting it.
  await call('GET', `/companies/${companyId}/validate-representatives?certified=true`);
  const completed = await completeWithSca(t, user, companyId);
  expect(completed.statusCode, completed.body).toBe(200);
  return { user, companyId, completed: completed.json(), emails };
}

export const FEED_HEADERS = { authorization: `Bearer ${DEVELOPMENT_BANK_FEED_TOKEN}` };

/** Valid IBANs: two in the SEPA area, one outside it (Turkey). */
export const IBANS = {
  france: 'FR7630006000011234567890189',
  germany: 'DE89370400440532013000',
  turkey: 'TR330006100519786457841326',
} as const;

/** A transfer the bank's core system posts, credited to the deposit's blocked account. */
export const transferBody = (deposit: OpenedDeposit, overrides: Record<string, unknown> = {}) =>
  transferTo(deposit.completed.iban, overrides);

/** A transfer the bank's core system posts, credited to any account of ours. */
export const transferTo = (accountIban: string, overrides: Record<string, unknown> = {}) => ({
  transfer_id: `TRF-${crypto.randomUUID()}`,
  account_iban: accountIban,
  payer_name: 'Camille Martin',
  payer_iban: IBANS.france,
  amount: '100.00',
  reference: 'none',
  value_date: '2026-11-26',
  ...overrides,
});

export const postTransfer = (t: TestApp, body: unknown, headers: Record<string, string> = FEED_HEADERS) =>
  t.app.inject({ method: 'POST', url: '/bank-feed/transfers', headers, payload: body as object });

/** The applicant's deposit, read with the contract's schema as the web reads it. */
export async function getDeposit(t: TestApp, opened: OpenedDeposit): Promise<CapitalDepositReply> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/companies/${opened.companyId}/capital-deposit`,
    headers: opened.user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return CapitalDepositReplySchema.parse(response.json());
}

/** The shareholder's entry of the deposit by their last name. */
export const holder = (deposit: CapitalDepositReply, name: string): DepositShareholderReply => {
  const found = deposit.shareholders.find((entry) => entry.name.includes(name));
  if (!found) throw new Error(`no shareholder named ${name}`);
  return found;
};

/**
 * The bank's review of the case and its approval by a second operator (a reviewer starts it, a
 * reviewer accepts every document, a supervisor who did not review approves): what the deposit's
 * certificate, then the opening, wait for.
 */
export async function reviewAndApprove(t: TestApp, companyId: string) {
  const reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  const supervisor = await signedIn(t, await newOperator(t, 'supervisor'));
  const call = (operator: SignedInOperator, step: string) =>
    t.app.inject({
      method: 'POST',
      url: `/backoffice/cases/${companyId}/${step}`,
      headers: operator.writeHeaders,
      payload: {},
    });
  const review = await call(reviewer, 'review');
  expect(review.statusCode, review.body).toBe(200);
  await acceptEveryDocument(t, reviewer, companyId);
  const approval = await call(supervisor, 'approve');
  expect(approval.statusCode, approval.body).toBe(200);
  return approval.json() as { status: string };
}

/** The deposit section of the case page, read by an operator with the contract's schema. */
export async function caseDeposit(
  t: TestApp,
  operator: SignedInOperator,
  caseId: string,
): Promise<BackofficeDepositReply> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${caseId}/capital-deposit`,
    headers: operator.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return BackofficeDepositReplySchema.parse(response.json());
}

/** The bank's record id of a transfer the core system posted under `transferId`. */
export async function recordOf(t: TestApp, operator: SignedInOperator, caseId: string, transferId: string) {
  const found = (await caseDeposit(t, operator, caseId)).transfers.find(
    (transfer) => transfer.transfer_id === transferId,
  );
  if (!found) throw new Error(`no transfer ${transferId} on the case`);
  return found;
}

/** A supervisor's step on a held transfer: release, return (with a note), confirm or decline. */
export const onHeld = (
  t: TestApp,
  operator: SignedInOperator,
  caseId: string,
  recordId: string,
  step: 'release' | 'return' | 'confirm' | 'decline',
  payload?: object,
) =>
  t.app.inject({
    method: 'POST',
    url: `/backoffice/cases/${caseId}/capital-deposit/transfers/${recordId}/${step}`,
    headers: operator.writeHeaders,
    ...(payload ? { payload } : {}),
  });

/** The registered company given by the applicant at the Kbis step. */
export const registerCompany = (
  t: TestApp,
  opened: OpenedDeposit,
  body: { siren: string; registered_name: string } = {
    siren: '732829320',
    registered_name: 'SELARL CABINET MARTIN',
  },
  language = 'fr',
) =>
  t.app.inject({
    method: 'PUT',
    url: `/companies/${opened.companyId}/capital-deposit/registration`,
    headers: { ...opened.user.headers, 'x-language': language },
    payload: body,
  });
