import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInOperator } from '../backoffice/operator-kit';
import { uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  act,
  caseDocuments,
  fakeRegistry,
  newOperator,
  type SubmittedSignup,
  signedIn,
  submittedSignup,
} from './decision-kit';

let t: TestApp;
let reviewer: SignedInOperator;
let signup: SubmittedSignup;

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  signup = await submittedSignup(t);
});
afterAll(async () => {
  await t?.close();
});

interface SentDocument {
  id: string;
  document_type: string;
  label: string;
  subject_type: string;
  person: string | null;
  file_name: string;
  decision: string;
  url: string;
}

const myApplication = async (language = 'en') => {
  const page = await t.app.inject({
    method: 'GET',
    url: `/companies/${signup.caseId}/application`,
    headers: { ...signup.user.headers, 'x-language': language },
  });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().documents as SentDocument[];
};

const decide = (documentId: string, payload: object) =>
  act(t, reviewer, `/backoffice/cases/${signup.caseId}/documents/${documentId}/decisions`, payload);

describe('the documents on Ma demande', () => {
  it('lists every document sent, named in the caller’s language, whose it is, none decided yet', async () => {
    const documents = await myApplication('en');
    const onCase = await caseDocuments(t, reviewer, signup.caseId);
    expect(documents.map((doc) => doc.id)).toEqual(onCase.map((doc) => doc.id));
    expect(documents.every((doc) => doc.decision === 'pending')).toBe(true);
    const identity = documents.find(
      (doc) => doc.subject_type === 'user' && doc.document_type === 'identity_card',
    );
    expect(identity?.label).toBe('Identity document');
    expect(identity?.person).toMatch(/\S/);
    const companyProof = documents.find((doc) => doc.subject_type === 'company');
    expect(companyProof?.person).toBeNull();
    expect((await myApplication('de')).find((doc) => doc.id === identity?.id)?.label).not.toBe(
      identity?.label,
    );
  });

  it('gives the bank’s last decision on each document, never its reason', async () => {
    expect((await act(t, reviewer, `/backoffice/cases/${signup.caseId}/review`)).statusCode).toBe(200);
    const [first, second] = await myApplication();
    if (!first || !second) throw new Error('the signup has at least two documents');
    expect((await decide(first.id, { decision: 'accepted' })).statusCode).toBe(201);
    const asked = await decide(second.id, { decision: 'resubmit', message: 'Illisible.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const after = await myApplication();
    expect(after.find((doc) => doc.id === first.id)?.decision).toBe('accepted');
    expect(after.find((doc) => doc.id === second.id)?.decision).toBe('resubmit');
    expect(JSON.stringify(after)).not.toContain('reason');
  });

  it('lists the file sent again, undecided, and serves it to its owner only, never cached, under a safe name', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/companies/${signup.caseId}/application`,
      headers: signup.user.headers,
    });
    const requestId = page.json().requested_documents[0].id as string;
    const url = `/companies/${signup.caseId}/application/requests/${requestId}/documents`;
    await uploadPdf(t, signup.user, url, 'justificatif «novembre».pdf');
    const resent = (await myApplication()).at(-1);
    expect(resent).toMatchObject({ file_name: 'justificatif «novembre».pdf', decision: 'pending' });
    const path = new URL(resent?.url ?? '').pathname;
    const own = await t.app.inject({ method: 'GET', url: path, headers: signup.user.headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="justificatif novembre.pdf"; filename*=UTF-8''${encodeURIComponent('justificatif «novembre».pdf')}`,
    );
    const other = await submittedSignup(t);
    const foreign = await t.app.inject({ method: 'GET', url: path, headers: other.user.headers });
    expect(foreign.statusCode).toBe(404);
  });
});
