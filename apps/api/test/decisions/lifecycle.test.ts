import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInOperator } from '../backoffice/operator-kit';
import { uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  acceptEveryDocument,
  act,
  caseDocuments,
  emailsTo,
  fakeRegistry,
  journalEntries,
  newOperator,
  type SubmittedSignup,
  signedIn,
  statusOf,
  submittedSignup,
  transfer,
} from './decision-kit';

let t: TestApp;
let reviewer: SignedInOperator;
let alice: SignedInOperator;
let bruno: SignedInOperator;
let auditor: SignedInOperator;
let reviewerId: string;

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  const reviewerAccount = await newOperator(t, 'reviewer');
  reviewerId = reviewerAccount.id;
  reviewer = await signedIn(t, reviewerAccount);
  alice = await signedIn(t, await newOperator(t, 'supervisor'));
  bruno = await signedIn(t, await newOperator(t, 'supervisor'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
});
afterAll(async () => {
  await t?.close();
});

const on = (caseId: string, step: string) => `/backoffice/cases/${caseId}/${step}`;

describe('a signup from submission to an open account', () => {
  let signup: SubmittedSignup;

  it('is submitted at completion with its IBAN, and the customer is e-mailed the truth', async () => {
    signup = await submittedSignup(t);
    expect(await statusOf(t, signup.caseId)).toBe('submitted');
    const received = (await emailsTo(t, signup.user.email)).at(-1);
    expect(received?.subject).toContain('bien reçu');
    expect(received?.body_text).toMatch(
      /Votre compte s'ouvrira une fois votre dossier examiné par notre équipe et votre premier virement d'au moins 50\s€ depuis un compte au nom de votre société arrivé/u,
    );
    expect(received?.body_text).not.toMatch(/est ouvert/);
  });

  it('cannot be approved, opened or closed before its review (409)', async () => {
    for (const step of ['approve', 'open', 'close']) {
      const response = await act(t, alice, on(signup.caseId, step), { note: 'x' });
      expect(response.statusCode, step).toBe(409);
      expect(response.json().message).toBe(
        "Cette action n'est pas possible à l'étape où se trouve l'ouverture.",
      );
    }
    expect(await statusOf(t, signup.caseId)).toBe('submitted');
  });

  it('goes under review by a reviewer, once', async () => {
    const started = await act(t, reviewer, on(signup.caseId, 'review'));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ status: 'under_review' });
    expect((await act(t, reviewer, on(signup.caseId, 'review'))).statusCode).toBe(409);
    const [event] = await t.deps.db
      .selectFrom('opening_events')
      .selectAll()
      .where('company_id', '=', signup.caseId)
      .where('to_status', '=', 'under_review')
      .execute();
    expect(event).toMatchObject({ from_status: 'submitted', actor_kind: 'operator', actor_id: reviewerId });
    const moved = (await journalEntries(t, 'opening.moved')).filter(
      (entry) => entry.case_id === signup.caseId,
    );
    expect(moved.at(-1)).toMatchObject({
      actor_type: 'operator',
      actor_id: reviewerId,
      before_value: '{"opening_status":"submitted"}',
      after_value: '{"opening_status":"under_review"}',
    });
    expect(moved.at(-1)?.request_id).toBeTruthy();
  });

  it('asks the customer for the proof of address again: documents requested and e-mailed with the message', async () => {
    const documents = await caseDocuments(t, reviewer, signup.caseId);
    const proof = documents.find((doc) => doc.subject_type === 'company' && doc.type === 'proof_of_address');
    const asked = await act(
      t,
      reviewer,
      `/backoffice/cases/${signup.caseId}/documents/${proof?.id}/decisions`,
      {
        decision: 'resubmit',
        message: 'Le justificatif a plus de trois mois.',
      },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({ status: 'documents_requested' });
    const email = (await emailsTo(t, signup.user.email)).at(-1);
    expect(email?.subject).toContain('des documents sont à nous renvoyer');
    expect(email?.body_text).toContain('Le justificatif a plus de trois mois.');
    expect(email?.body_text).toContain('/signup/application');
  });

  it("shows the customer what to send again and why, never another customer's", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/companies/${signup.caseId}/application`,
      headers: { ...signup.user.headers, 'x-language': 'en' },
    });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.status).toBe('documents_requested');
    expect(body.account.iban).toBe(signup.iban);
    expect(body.first_transfer_minimum).toBe('50.00');
    expect(body.requested_documents).toEqual([
      expect.objectContaining({
        document_type: 'proof_of_address',
        subject_type: 'company',
        message: 'Le justificatif a plus de trois mois.',
      }),
    ]);
    expect(body.history.map((step: { status: string; by: string }) => `${step.status}:${step.by}`)).toEqual([
      'submitted:customer',
      'under_review:bank',
      'documents_requested:bank',
    ]);
    const other = await submittedSignup(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/companies/${signup.caseId}/application`,
      headers: other.user.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('returns to review once the customer sends the new file (actor: the customer)', async () => {
    const requestId = (
      await t.app.inject({
        method: 'GET',
        url: `/companies/${signup.caseId}/application`,
        headers: signup.user.headers,
      })
    ).json().requested_documents[0].id as string;
    const url = `/companies/${signup.caseId}/application/requests/${requestId}/documents`;
    await uploadPdf(t, signup.user, url, 'justificatif-novembre.pdf');
    expect(await statusOf(t, signup.caseId)).toBe('under_review');
    const [event] = await t.deps.db
      .selectFrom('opening_events')
      .selectAll()
      .where('company_id', '=', signup.caseId)
      .where('from_status', '=', 'documents_requested')
      .execute();
    expect(event).toMatchObject({
      to_status: 'under_review',
      actor_kind: 'customer',
      actor_id: signup.user.id,
    });
    // The file asked again is added: the one the bank decided on stays in its record.
    const live = await caseDocuments(t, reviewer, signup.caseId);
    const proofs = live.filter((doc) => doc.subject_type === 'company' && doc.type === 'proof_of_address');
    expect(proofs).toHaveLength(2);
    expect(proofs.at(-1)).toMatchObject({ file_name: 'justificatif-novembre.pdf' });
    // Answered once: the same request again is refused.
    const again = await t.app.inject({
      method: 'GET',
      url: `/companies/${signup.caseId}/application`,
      headers: signup.user.headers,
    });
    expect(again.json().requested_documents).toEqual([]);
  });

  it('lets the reviewer accept the new file, keeping every decision', async () => {
    const proof = (await caseDocuments(t, reviewer, signup.caseId)).find(
      (doc) => doc.subject_type === 'company' && doc.type === 'proof_of_address',
    );
    const accepted = await act(
      t,
      reviewer,
      `/backoffice/cases/${signup.caseId}/documents/${proof?.id}/decisions`,
      {
        decision: 'accepted',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ status: 'under_review' });
    const decisions = await t.app.inject({
      method: 'GET',
      url: on(signup.caseId, 'decisions'),
      headers: auditor.headers,
    });
    expect(decisions.json().document_decisions.map((row: { decision: string }) => row.decision)).toEqual([
      'accepted',
      'resubmit',
    ]);
    expect(decisions.json().document_decisions[1].fulfilled_at).not.toBeNull();
  });

  it('cannot be approved while a required document is undecided or rejected, and says which gate is closed', async () => {
    const undecided = await act(t, alice, on(signup.caseId, 'approve'));
    expect(undecided.statusCode).toBe(409);
    expect(undecided.json().message).toBe(
      'Chaque pièce demandée doit être acceptée avant la validation du dossier\u00a0: il en reste à examiner.',
    );
    const page = await t.app.inject({
      method: 'GET',
      url: on(signup.caseId, 'decisions'),
      headers: alice.headers,
    });
    expect(page.json().approval_blockers).toEqual(['documents_undecided']);
    const [identity] = (await caseDocuments(t, reviewer, signup.caseId)).filter(
      (doc) => doc.subject_type === 'user' && doc.type === 'identity_card',
    );
    const rejected = await act(t, reviewer, on(signup.caseId, `documents/${identity?.id}/decisions`), {
      decision: 'rejected',
      reason: 'Pièce expirée',
    });
    expect(rejected.statusCode, rejected.body).toBe(201);
    const refused = await act(t, alice, on(signup.caseId, 'approve'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('rejetée');
    await acceptEveryDocument(t, reviewer, signup.caseId);
    expect(
      (
        await t.app.inject({ method: 'GET', url: on(signup.caseId, 'decisions'), headers: alice.headers })
      ).json().approval_blockers,
    ).toEqual([]);
  });

  it('is approved by a supervisor: the customer is told to send the first transfer to their IBAN', async () => {
    const approved = await act(t, alice, on(signup.caseId, 'approve'));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ status: 'awaiting_first_transfer' });
    const email = (await emailsTo(t, signup.user.email)).at(-1);
    expect(email?.subject).toContain('il reste le premier virement');
    expect(email?.body_text.replaceAll(' ', '')).toContain(signup.iban);
  });

  it('does not open without an accepted first transfer', async () => {
    const early = await act(t, bruno, on(signup.caseId, 'open'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('premier virement');
  });

  it('holds a first transfer below 50 €, from outside SEPA, or from another name; counts 50 € from the company', async () => {
    const record = (body: Record<string, string>) =>
      act(t, alice, on(signup.caseId, 'first-transfers'), transfer(body));
    const small = await record({ amount: '30.00' });
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json()).toMatchObject({ outcome: 'held', hold_reason: 'below_minimum', amount: '30.00' });
    const outside = await record({ payer_iban: 'TR33 0006 1005 1978 6457 8413 26' });
    expect(outside.json()).toMatchObject({ outcome: 'held', hold_reason: 'payer_outside_sepa' });
    const invalid = await record({ payer_iban: 'FR76 3000 6000 0112 3456 7890 188' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().fields).toEqual({ payer_iban: "Cet IBAN n'est pas valide" });
    const other = await record({ payer_name: 'Camille Durand' });
    expect(other.json()).toMatchObject({ outcome: 'held', hold_reason: 'payer_name_mismatch' });
    expect((await act(t, bruno, on(signup.caseId, 'open'))).statusCode).toBe(409);
    const ok = await record({});
    expect(ok.json()).toMatchObject({
      outcome: 'counted',
      hold_reason: null,
      amount: '50.00',
      source: 'operator',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: on(signup.caseId, 'decisions'),
      headers: auditor.headers,
    });
    expect(list.json().first_transfers).toHaveLength(4);
    // Typed in by hand, it does not open the account until a second supervisor confirms it.
    const typedIn = await act(t, bruno, on(signup.caseId, 'open'));
    expect(typedIn.statusCode).toBe(409);
    expect(typedIn.json().message).toContain('premier virement');
    const own = await act(t, alice, on(signup.caseId, `first-transfers/${ok.json().id}/confirm`));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('un autre superviseur doit le confirmer');
    const held = await act(t, bruno, on(signup.caseId, `first-transfers/${small.json().id}/confirm`));
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain('retenu');
    const confirmed = await act(t, bruno, on(signup.caseId, `first-transfers/${ok.json().id}/confirm`));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      recorded_by: expect.any(String),
      confirmed_by: expect.any(String),
    });
    expect(confirmed.json().confirmed_by).not.toBe(confirmed.json().recorded_by);
  });

  it('is opened by a supervisor: open for the customer too, with every step in the history', async () => {
    const opened = await act(t, bruno, on(signup.caseId, 'open'));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ status: 'open' });
    expect((await emailsTo(t, signup.user.email)).at(-1)?.subject).toContain('est ouvert');
    const page = await t.app.inject({
      method: 'GET',
      url: `/companies/${signup.caseId}/application`,
      headers: signup.user.headers,
    });
    expect(page.json().status).toBe('open');
    expect(page.json().history.map((step: { status: string }) => step.status)).toEqual([
      'submitted',
      'under_review',
      'documents_requested',
      'under_review',
      'awaiting_first_transfer',
      'open',
    ]);
  });

  it("gives the open account's bank details and its RIB on Ma demande, to its owner only", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/companies/${signup.caseId}/application`,
      headers: signup.user.headers,
    });
    const account = page.json().account;
    expect(account.iban).toBe(signup.iban);
    expect(account.bic).toMatch(/^[A-Z0-9]{8,11}$/);
    const ribPath = new URL(account.rib.pdf_url).pathname;
    const rib = await t.app.inject({ method: 'GET', url: ribPath, headers: signup.user.headers });
    expect(rib.statusCode).toBe(200);
    expect(rib.headers['content-type']).toBe('application/pdf');
    expect(rib.headers['cache-control']).toContain('no-store');
    expect(rib.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await submittedSignup(t);
    const foreign = await t.app.inject({ method: 'GET', url: ribPath, headers: stranger.user.headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('is closed by a supervisor with a note, and the customer is e-mailed', async () => {
    expect(
      (await act(t, bruno, on(signup.caseId, 'refuse'), { reason_code: 'other', note: 'x' })).statusCode,
    ).toBe(409);
    const closed = await act(t, bruno, on(signup.caseId, 'close'), { note: 'Demande du client.' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ status: 'closed' });
    expect((await emailsTo(t, signup.user.email)).at(-1)?.subject).toContain('est clôturé');
  });

  it('keeps the audit chain whole', async () => {
    const verified = await t.app.inject({
      method: 'GET',
      url: '/backoffice/audit/verify',
      headers: auditor.headers,
    });
    expect(verified.json()).toMatchObject({ ok: true, first_broken: null });
  });
});

describe('four-eyes', () => {
  it('keeps a supervisor who reviewed the case from approving or opening it', async () => {
    const signup = await submittedSignup(t);
    expect((await act(t, alice, on(signup.caseId, 'review'))).statusCode).toBe(200);
    const own = await act(t, alice, on(signup.caseId, 'approve'));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'Vous avez instruit ce dossier vous-même\u00a0: un autre superviseur doit le valider ou ouvrir le compte.',
    );
    expect(await statusOf(t, signup.caseId)).toBe('under_review');
    await acceptEveryDocument(t, alice, signup.caseId);
    expect((await act(t, bruno, on(signup.caseId, 'approve'))).statusCode).toBe(200);
    const recorded = await act(t, alice, on(signup.caseId, 'first-transfers'), transfer());
    expect(recorded.statusCode).toBe(201);
    expect(
      (await act(t, bruno, on(signup.caseId, `first-transfers/${recorded.json().id}/confirm`))).statusCode,
    ).toBe(200);
    expect((await act(t, alice, on(signup.caseId, 'open'))).statusCode).toBe(403);
    expect((await act(t, bruno, on(signup.caseId, 'open'))).statusCode).toBe(200);
  });
});

describe('refusal', () => {
  it("keeps the reason inside the bank: the customer's e-mail and page never name it", async () => {
    const signup = await submittedSignup(t);
    await act(t, reviewer, on(signup.caseId, 'review'));
    const invalid = await act(t, alice, on(signup.caseId, 'refuse'), { reason_code: 'whim', note: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().fields).toEqual({
      reason_code: 'Veuillez choisir une valeur de la liste',
      note: 'Ce champ est obligatoire',
    });
    const refused = await act(t, alice, on(signup.caseId, 'refuse'), {
      reason_code: 'aml_suspicion',
      note: 'Flux incohérents avec l’activité déclarée.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({ status: 'refused' });
    const email = (await emailsTo(t, signup.user.email)).at(-1);
    expect(email?.subject).toContain("votre demande d'ouverture de compte");
    expect(email?.body_text).not.toMatch(/aml|blanchiment|incohérents/i);
    const page = await t.app.inject({
      method: 'GET',
      url: `/companies/${signup.caseId}/application`,
      headers: signup.user.headers,
    });
    expect(page.json().status).toBe('refused');
    expect(page.body).not.toMatch(/aml_suspicion|incohérents/);
    const entry = (await journalEntries(t, 'opening.moved'))
      .filter((row) => row.case_id === signup.caseId)
      .at(-1);
    expect(JSON.parse(entry?.after_value ?? '{}')).toEqual({
      opening_status: 'refused',
      reason_code: 'aml_suspicion',
      note: 'Flux incohérents avec l’activité déclarée.',
    });
  });
});

describe('roles on the server', () => {
  it('lets an auditor change nothing, a reviewer neither approve, refuse, record, open nor close', async () => {
    const signup = await submittedSignup(t);
    const document = (await caseDocuments(t, auditor, signup.caseId))[0];
    const calls: [string, unknown][] = [
      ['review', {}],
      [`documents/${document?.id}/decisions`, { decision: 'accepted' }],
      ['approve', {}],
      ['refuse', { reason_code: 'other', note: 'x' }],
      ['first-transfers', transfer()],
      ['open', {}],
      ['close', { note: 'x' }],
    ];
    for (const [step, body] of calls) {
      expect((await act(t, auditor, on(signup.caseId, step), body)).statusCode, `auditor ${step}`).toBe(403);
    }
    for (const [step, body] of calls.slice(2)) {
      expect((await act(t, reviewer, on(signup.caseId, step), body)).statusCode, `reviewer ${step}`).toBe(
        403,
      );
    }
    expect(await statusOf(t, signup.caseId)).toBe('submitted');
    const reads = await t.app.inject({
      method: 'GET',
      url: on(signup.caseId, 'decisions'),
      headers: auditor.headers,
    });
    expect(reads.statusCode).toBe(200);
  });

  it("refuses a customer's token and a call without the CSRF token", async () => {
    const signup = await submittedSignup(t);
    const customer = await t.app.inject({
      method: 'POST',
      url: on(signup.caseId, 'review'),
      headers: signup.user.headers,
      payload: {},
    });
    expect(customer.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: on(signup.caseId, 'review'),
      headers: reviewer.headers,
      payload: {},
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await statusOf(t, signup.caseId)).toBe('submitted');
  });
});

describe('the first transfer from the bank feed', () => {
  const feed = (body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/bank-feed/transfers',
      headers: { authorization: `Bearer ${t.deps.config.bankFeed.token}` },
      payload: { reference: 'Premier virement', value_date: '2026-11-26', ...body },
    });

  it("records a transfer crediting a signup's account: 30 € held, 50 € from the company counted once", async () => {
    const signup = await submittedSignup(t);
    const base = { payer_name: 'SELARL CABINET MARTIN', payer_iban: 'FR7630006000011234567890189' };
    const small = await feed({
      ...base,
      transfer_id: `FT-${signup.caseId}-1`,
      amount: '30.00',
      account_iban: signup.iban,
    });
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json()).toMatchObject({ outcome: 'held', hold_reason: 'below_minimum', replayed: false });
    const body = {
      ...base,
      transfer_id: `FT-${signup.caseId}-2`,
      amount: '50.00',
      account_iban: signup.iban,
    };
    expect((await feed(body)).json()).toMatchObject({ outcome: 'counted', hold_reason: null });
    const replay = await feed(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ outcome: 'counted', replayed: true });
    const list = await t.app.inject({
      method: 'GET',
      url: on(signup.caseId, 'decisions'),
      headers: auditor.headers,
    });
    expect(list.json().first_transfers.map((row: { amount: string; source: string }) => row.amount)).toEqual([
      '50.00',
      '30.00',
    ]);
    expect(list.json().first_transfers[0].source).toBe('bank_feed');
    // Opening still waits for the review and the approval: the transfer alone opens nothing.
    expect(await statusOf(t, signup.caseId)).toBe('submitted');
  });
});
