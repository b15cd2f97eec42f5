import { expect } from 'vitest';
import { fakeRegistry } from '../backoffice/case-fixtures';
import { journalEntries, newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import { completeWithSca, readySignupCompany } from '../companies/ready-company';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

export { fakeRegistry, journalEntries, newOperator, signedIn };

export interface SubmittedSignup {
  user: TestUser;
  caseId: string;
  iban: string;
}

/** A signup that went through completion over the real routes: submitted, its IBAN allocated. */
export async function submittedSignup(t: TestApp): Promise<SubmittedSignup> {
  const user = await createTestUser(t.deps);
  const caseId = await readySignupCompany(t, user);
  const completed = await completeWithSca(t, user, caseId);
  expect(completed.statusCode, completed.body).toBe(200);
  expect(completed.json().opening_status).toBe('submitted');
  return { user, caseId, iban: completed.json().iban as string };
}

/** A state-changing back-office call of this operator. */
export const act = (t: TestApp, operator: SignedInOperator, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: operator.writeHeaders, payload: payload as object });

/** The case's documents as the case page lists them. */
export async function caseDocuments(t: TestApp, operator: SignedInOperator, caseId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${caseId}`,
    headers: operator.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().documents as { id: string; type: string; subject_type: string }[];
}

/** The e-mails the customer received, oldest first. */
export const emailsTo = (t: TestApp, email: string) =>
  t.deps.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body_text'])
    .where('recipient', '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const statusOf = async (t: TestApp, caseId: string) =>
  (
    await t.deps.db
      .selectFrom('companies')
      .select('opening_status')
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow()
  ).opening_status;

export const transfer = (overrides: Record<string, string> = {}) => ({
  payer_name: 'SELARL Cabinet Martin',
  payer_iban: 'FR76 3000 6000 0112 3456 7890 189',
  amount: '50.00',
  value_date: '2026-11-26',
  ...overrides,
});

/** A reviewer accepts every document of the case, as the approval's gates require. */
export async function acceptEveryDocument(t: TestApp, reviewer: SignedInOperator, caseId: string) {
  for (const document of await caseDocuments(t, reviewer, caseId)) {
    const decided = await act(t, reviewer, `/backoffice/cases/${caseId}/documents/${document.id}/decisions`, {
      decision: 'accepted',
    });
    expect(decided.statusCode, decided.body).toBe(201);
  }
}
