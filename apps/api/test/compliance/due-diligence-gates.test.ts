import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInOperator } from '../backoffice/operator-kit';
import {
  acceptEveryDocument,
  act,
  caseDocuments,
  fakeRegistry,
  journalEntries,
  newOperator,
  signedIn,
  statusOf,
} from '../decisions/decision-kit';
import { makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { submittedCase } from './compliance-kit';

let t: TestApp;
let reviewer: SignedInOperator;
let alice: SignedInOperator;

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  alice = await signedIn(t, await newOperator(t, 'supervisor'));
});
afterAll(async () => {
  await t?.close();
});

const on = (caseId: string, step: string) => `/backoffice/cases/${caseId}/${step}`;

/** The approval refused, with its message in each language. */
async function approvalRefusedWith(caseId: string, messages: Record<'fr' | 'en' | 'de', string>) {
  for (const [language, text] of Object.entries(messages)) {
    const response = await t.app.inject({
      method: 'POST',
      url: on(caseId, 'approve'),
      headers: { ...alice.writeHeaders, 'x-language': language },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(text);
  }
  expect(await statusOf(t, caseId)).toBe('under_review');
}

const decisionsOf = async (caseId: string) =>
  (await t.app.inject({ method: 'GET', url: on(caseId, 'decisions'), headers: alice.headers })).json();

describe('enhanced due diligence', () => {
  it('asks the customer for the source of funds at submission, on their application page', async () => {
    const { user, caseId } = await submittedCase(t, { pep: true });
    const asked = await t.app.inject({
      method: 'GET',
      url: `/companies/${caseId}/application/asked-documents`,
      headers: { ...user.headers, 'x-language': 'en' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().documents).toEqual([
      expect.objectContaining({
        document_type: 'source_of_funds',
        label: 'Proof of the source of funds',
        hint: expect.stringContaining('loan offer'),
      }),
    ]);
    const requested = (await journalEntries(t, 'case.due_diligence_requested')).filter(
      (entry) => entry.case_id === caseId,
    );
    expect(requested).toHaveLength(1);
    // Another customer does not see it, nor send it.
    const other = await submittedCase(t);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/companies/${caseId}/application/asked-documents`,
      headers: other.user.headers,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('keeps approval closed until the source of funds is accepted, in French, English and German', async () => {
    const { user, caseId } = await submittedCase(t, { pep: true });
    expect((await act(t, reviewer, on(caseId, 'review'))).statusCode).toBe(200);
    await acceptEveryDocument(t, reviewer, caseId);
    const decisions = await decisionsOf(caseId);
    expect(decisions.risk_tier).toBe('enhanced');
    expect(decisions.approval_blockers).toEqual(['source_of_funds_missing']);
    await approvalRefusedWith(caseId, {
      fr: "Vigilance renforcée\u00a0: le justificatif de l'origine des fonds doit être accepté avant la validation du dossier.",
      en: 'Enhanced due diligence: the proof of the source of funds must be accepted before the case is approved.',
      de: 'Verstärkte Sorgfaltspflichten: Der Nachweis der Herkunft der Mittel muss vor der Genehmigung des Vorgangs akzeptiert sein.',
    });

    const [request] = (
      await t.app.inject({
        method: 'GET',
        url: `/companies/${caseId}/application/asked-documents`,
        headers: user.headers,
      })
    ).json().documents;
    const sent = await uploadPdf(
      t,
      user,
      `/companies/${caseId}/application/asked-documents/${request.id}/documents`,
      'cession-cabinet.pdf',
    );
    // Answered: no longer asked, and sent once only.
    const again = await t.app.inject({
      method: 'GET',
      url: `/companies/${caseId}/application/asked-documents`,
      headers: user.headers,
    });
    expect(again.json().documents).toEqual([]);
    const journaled = (await journalEntries(t, 'case.due_diligence_document_sent')).filter(
      (entry) => entry.case_id === caseId,
    );
    expect(JSON.parse(journaled[0]?.after_value ?? '{}')).toMatchObject({ type: 'source_of_funds' });

    // Received but not decided yet: still closed.
    expect((await decisionsOf(caseId)).approval_blockers).toEqual(['source_of_funds_missing']);
    const document = (await caseDocuments(t, reviewer, caseId)).find((candidate) => candidate.id === sent);
    expect(document).toMatchObject({ type: 'source_of_funds', subject_type: 'company' });
    const rejected = await act(t, reviewer, on(caseId, `documents/${sent}/decisions`), {
      decision: 'rejected',
      reason: 'Illisible',
    });
    expect(rejected.statusCode, rejected.body).toBe(201);
    expect((await decisionsOf(caseId)).approval_blockers).toEqual(['source_of_funds_missing']);
    const accepted = await act(t, reviewer, on(caseId, `documents/${sent}/decisions`), {
      decision: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await decisionsOf(caseId)).approval_blockers).toEqual([]);
    const approved = await act(t, alice, on(caseId, 'approve'));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ status: 'awaiting_first_transfer' });
  });

  it('refuses a document sent for a request already answered (409) and for another customer (404)', async () => {
    const { user, caseId } = await submittedCase(t, { pep: true });
    const [request] = (
      await t.app.inject({
        method: 'GET',
        url: `/companies/${caseId}/application/asked-documents`,
        headers: user.headers,
      })
    ).json().documents;
    const url = `/companies/${caseId}/application/asked-documents/${request.id}/documents`;
    await uploadPdf(t, user, url);
    const body = multipart([
      { filename: 'b.pdf', content: await makePdf('b.pdf'), contentType: 'application/pdf' },
    ]);
    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(twice.statusCode, twice.body).toBe(409);
    const other = await submittedCase(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...other.user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('a case without a risk rating', () => {
  it('cannot be approved until an operator has it rated, in French, English and German', async () => {
    const { caseId } = await submittedCase(t);
    // As a case submitted before ratings existed.
    await t.deps.db.deleteFrom('case_risk').where('company_id', '=', caseId).execute();
    expect((await act(t, reviewer, on(caseId, 'review'))).statusCode).toBe(200);
    await acceptEveryDocument(t, reviewer, caseId);
    expect((await decisionsOf(caseId)).risk_tier).toBeNull();
    await approvalRefusedWith(caseId, {
      fr: "Le dossier n'a pas encore de notation de risque\u00a0: faites-le noter avant de le valider.",
      en: 'The case has no risk rating yet: have it rated before approving it.',
      de: 'Der Vorgang hat noch keine Risikoeinstufung: Lassen Sie ihn vor der Genehmigung einstufen.',
    });
    const rated = await act(t, reviewer, on(caseId, 'risk/rate'));
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json()).toMatchObject({
      tier: 'simplified',
      trigger: 'operator',
      actor: { type: 'operator' },
    });
    const journaled = (await journalEntries(t, 'case.risk_rated')).filter(
      (entry) => entry.case_id === caseId,
    );
    expect(journaled.at(-1)).toMatchObject({ actor_type: 'operator', object_id: rated.json().id });
    expect((await act(t, alice, on(caseId, 'approve'))).statusCode).toBe(200);
  });
});
