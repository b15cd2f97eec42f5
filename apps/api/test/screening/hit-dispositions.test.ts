import type { ScreeningHitReply, ScreeningHitsReply } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, type SignedInOperator } from '../backoffice/operator-kit';
import {
  acceptEveryDocument,
  act,
  caseDocuments,
  emailsTo,
  fakeRegistry,
  newOperator,
  type SubmittedSignup,
  signedIn,
  statusOf,
  submittedSignup,
  transfer,
} from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, importLists } from './screening-fixtures';

/**
 * The compliance team's dispositions of screening hits: a false positive says why and, on a strong
 * hit, needs a second operator; a true match is a supervisor's and freezes the case: refused with
 * the standard words, and nothing moves it afterwards. Every disposition is in the journal.
 */
let t: TestApp;
let reviewer: SignedInOperator;
let secondReviewer: SignedInOperator;
let supervisor: SignedInOperator;
let auditor: SignedInOperator;

const HIGH_SCORE = 0.95;

/** A submitted signup whose person is declared as a variant of a listed demo person: one hit or more. */
async function flaggedSignup(): Promise<SubmittedSignup> {
  const signup = await submittedSignup(t);
  await t.deps.db
    .updateTable('representatives')
    .set({ first_name: 'Sergei', last_name: 'Vorontsevitch', birth_date: '1961-04-12' })
    .where('company_id', '=', signup.caseId)
    .where('is_company', '=', 0)
    .execute();
  expect(await t.app.services.screening.screenCase(signup.caseId)).toBeGreaterThan(0);
  return signup;
}

/** The case's hits, with one left at `score` (strong from the high score) and the others cleared. */
async function oneHitAt(caseId: string, score: number): Promise<string> {
  const rows = await t.deps.db
    .selectFrom('screening_hits')
    .select('id')
    .where('company_id', '=', caseId)
    .execute();
  const [first, ...others] = rows.map((row) => row.id);
  if (!first) throw new Error('no hit');
  await t.deps.db.updateTable('screening_hits').set({ score }).where('id', '=', first).execute();
  if (others.length > 0) {
    await t.deps.db
      .updateTable('screening_hits')
      .set({ status: 'cleared' })
      .where('id', 'in', others)
      .execute();
  }
  return first;
}

const caseHits = async (operator: SignedInOperator, caseId: string): Promise<ScreeningHitReply[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${caseId}/screening-hits`,
    headers: operator.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const dispose = (
  operator: SignedInOperator,
  hitId: string,
  payload: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/backoffice/screening/hits/${hitId}/disposition`,
    headers: { ...operator.writeHeaders, ...headers },
    payload,
  });
const confirm = (operator: SignedInOperator, hitId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/backoffice/screening/hits/${hitId}/confirm`,
    headers: { ...operator.writeHeaders, ...headers },
  });
const hitStatus = async (hitId: string) =>
  (
    await t.deps.db
      .selectFrom('screening_hits')
      .select('status')
      .where('id', '=', hitId)
      .executeTakeFirstOrThrow()
  ).status;

beforeAll(async () => {
  t = await createTestApp({
    registry: fakeRegistry(),
    env: { RATE_LIMIT_ENABLED: 'false', SCREENING_HIGH_SCORE: String(HIGH_SCORE) },
  });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  secondReviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  supervisor = await signedIn(t, await newOperator(t, 'supervisor'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
  await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
}, 120_000);
afterAll(async () => t?.close());

describe("a case's hits", () => {
  it('lists each hit with the listed entry, its score, whether it is strong and the reasons in words', async () => {
    const signup = await flaggedSignup();
    const hits = await caseHits(auditor, signup.caseId);
    expect(hits.length).toBeGreaterThan(0);
    const [hit] = hits;
    expect(hit?.subject_name).toContain('Vorontsevitch');
    expect(hit?.status).toBe('open');
    expect(hit?.strong).toBe((hit?.score ?? 0) >= HIGH_SCORE);
    expect(hit?.reasons.find((reason) => reason.kind === 'name')).toMatchObject({ kind: 'name' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/backoffice/cases/no-such-case/screening-hits',
      headers: auditor.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a false positive', () => {
  it('needs a reason (422) and is not for an auditor (403)', async () => {
    const signup = await flaggedSignup();
    const hitId = await oneHitAt(signup.caseId, 0.85);
    const empty = await dispose(reviewer, hitId, { disposition: 'false_positive', reason: '' });
    expect(empty.statusCode).toBe(422);
    const byAuditor = await dispose(auditor, hitId, {
      disposition: 'false_positive',
      reason: 'Autre personne',
    });
    expect(byAuditor.statusCode).toBe(403);
    expect(await hitStatus(hitId)).toBe('open');
  });

  it('clears a hit below the high score at once, journaled with its reason, and the case may then be approved', async () => {
    const signup = await flaggedSignup();
    const hitId = await oneHitAt(signup.caseId, 0.85);
    expect((await act(t, reviewer, `/backoffice/cases/${signup.caseId}/review`)).statusCode).toBe(200);
    await acceptEveryDocument(t, reviewer, signup.caseId);
    const blocked = await act(t, supervisor, `/backoffice/cases/${signup.caseId}/approve`);
    expect(blocked.statusCode).toBe(409);

    const cleared = await dispose(reviewer, hitId, {
      disposition: 'false_positive',
      reason: 'Date de naissance différente (1974), nationalité française',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      status: 'cleared',
      proposal: null,
      decision: { disposition: 'false_positive', by: { id: reviewer.operatorId } },
    });
    const [entry] = (await journalEntries(t, 'screening.hit_cleared')).filter(
      (row) => row.object_id === hitId,
    );
    expect(entry?.actor_id).toBe(reviewer.operatorId);
    expect(entry?.after_value).toContain('Date de naissance différente');

    const approved = await act(t, supervisor, `/backoffice/cases/${signup.caseId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('on a strong hit is only proposed: the proposer cannot confirm it, a second operator does', async () => {
    const signup = await flaggedSignup();
    const hitId = await oneHitAt(signup.caseId, 0.97);
    const proposed = await dispose(reviewer, hitId, {
      disposition: 'false_positive',
      reason: 'Homonyme, né en 1980',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({
      status: 'open',
      strong: true,
      proposal: { by: { id: reviewer.operatorId }, reason: 'Homonyme, né en 1980' },
      decision: null,
    });
    const again = await dispose(secondReviewer, hitId, {
      disposition: 'false_positive',
      reason: 'Moi aussi',
    });
    expect(again.statusCode).toBe(409);

    const ownConfirm = await confirm(reviewer, hitId);
    expect(ownConfirm.statusCode).toBe(409);
    expect(ownConfirm.json().message).toBe(
      'Vous avez proposé vous-même de lever cette alerte\u00a0: un autre opérateur doit le confirmer.',
    );
    const inGerman = await confirm(reviewer, hitId, { 'accept-language': 'de' });
    expect(inGerman.json().message).toContain('Ein anderer Mitarbeiter');
    expect(await hitStatus(hitId)).toBe('open');

    const confirmed = await confirm(secondReviewer, hitId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'cleared',
      proposal: { by: { id: reviewer.operatorId } },
      decision: { disposition: 'false_positive', by: { id: secondReviewer.operatorId } },
    });
    expect(
      (await journalEntries(t, 'screening.hit_clearance_proposed')).map((row) => row.object_id),
    ).toContain(hitId);
    const twice = await confirm(supervisor, hitId);
    expect(twice.statusCode).toBe(409);
  });
});

describe('the case list', () => {
  /** The case as the list shows it, found by its customer's e-mail. */
  const listed = async (signup: SubmittedSignup) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases?q=${encodeURIComponent(signup.user.email)}`,
      headers: reviewer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as Array<{ id: string; screening: string | null }>;
    return items.find((item) => item.id === signup.caseId);
  };

  it('marks a case whose hit awaits its disposition, none once cleared, and a frozen one', async () => {
    const cleared = await flaggedSignup();
    const clearedHit = await oneHitAt(cleared.caseId, 0.85);
    expect((await listed(cleared))?.screening).toBe('open');
    await dispose(reviewer, clearedHit, { disposition: 'false_positive', reason: 'Né en 1980, à Lyon' });
    expect((await listed(cleared))?.screening).toBeNull();

    const frozen = await flaggedSignup();
    const frozenHit = await oneHitAt(frozen.caseId, 0.99);
    const confirmed = await dispose(supervisor, frozenHit, {
      disposition: 'true_match',
      reason: 'Même date et lieu de naissance, même nationalité',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await listed(frozen))?.screening).toBe('confirmed');
  });
});

describe("the opening's risk", () => {
  /** The case's decisions as the back-office reads them: tier and what still blocks approval. */
  const decisions = async (caseId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${caseId}/decisions`,
      headers: supervisor.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { risk_tier: string | null; approval_blockers: string[] };
  };

  it('is rated again once a hit is cleared: the possible match no longer raises it', async () => {
    const signup = await flaggedSignup();
    const hitId = await oneHitAt(signup.caseId, 0.97);
    // Rated with its hit, as a submission screened first does.
    await t.deps.db.transaction().execute((trx) =>
      t.app.services.risk.rerate(trx, {
        caseId: signup.caseId,
        trigger: 'screening',
        actor: { type: 'system', id: null },
      }),
    );
    expect(await decisions(signup.caseId)).toMatchObject({ risk_tier: 'enhanced' });

    await dispose(reviewer, hitId, { disposition: 'false_positive', reason: 'Homonyme, né en 1980' });
    // Only proposed: the hit still stands, and so does the rating.
    expect((await decisions(signup.caseId)).risk_tier).toBe('enhanced');
    expect((await confirm(secondReviewer, hitId)).statusCode).toBe(200);

    const after = await decisions(signup.caseId);
    expect(after.risk_tier).not.toBe('enhanced');
    expect(after.approval_blockers).not.toContain('source_of_funds_missing');
    // The rating is kept with who moved the factor and why.
    const byOperators = await t.deps.db
      .selectFrom('risk_ratings')
      .select(['trigger', 'actor_id'])
      .where('company_id', '=', signup.caseId)
      .where('actor_type', '=', 'operator')
      .execute();
    expect(byOperators).toEqual([{ trigger: 'screening', actor_id: secondReviewer.operatorId }]);
  });
});

describe('a true match', () => {
  it("is a supervisor's only (403 for a reviewer, in the operator's language)", async () => {
    const signup = await flaggedSignup();
    const hitId = await oneHitAt(signup.caseId, 0.97);
    const byReviewer = await dispose(
      reviewer,
      hitId,
      { disposition: 'true_match', reason: 'Même personne' },
      { 'accept-language': 'en' },
    );
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json().message).toBe(
      'Only a supervisor may confirm a match with an asset-freeze list.',
    );
    expect(await hitStatus(hitId)).toBe('open');
  });

  it('freezes the case: refused with the standard words, the reason internal, every later action a 409', async () => {
    const signup = await flaggedSignup();
    const hitId = await oneHitAt(signup.caseId, 0.97);
    expect((await act(t, reviewer, `/backoffice/cases/${signup.caseId}/review`)).statusCode).toBe(200);
    const reason = 'Même date de naissance et même nationalité que la personne inscrite au registre national';
    const confirmed = await dispose(supervisor, hitId, { disposition: 'true_match', reason });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      decision: { disposition: 'true_match', reason },
    });
    expect(await statusOf(t, signup.caseId)).toBe('refused');

    // The reason is compliance's: a reviewer and an auditor see the disposition without it.
    const [seenByReviewer] = (await caseHits(reviewer, signup.caseId)).filter((hit) => hit.id === hitId);
    expect(seenByReviewer?.decision).toMatchObject({ disposition: 'true_match', reason: null });

    // The customer is told the standard refusal: no list, no freeze, no reason.
    const emails = await emailsTo(t, signup.user.email);
    const refusal = emails.at(-1);
    expect(refusal?.subject).toBeTruthy();
    for (const word of ['gel', 'sanction', 'liste', 'Vorontsev', reason]) {
      expect(`${refusal?.subject} ${refusal?.body_text}`.toLowerCase()).not.toContain(word.toLowerCase());
    }
    const application = await t.app.inject({
      method: 'GET',
      url: `/companies/${signup.caseId}/application`,
      headers: signup.user.headers,
    });
    expect(application.statusCode, application.body).toBe(200);
    expect(application.body.toLowerCase()).not.toContain('sanctions_match');
    expect(application.body).not.toContain(reason);

    // Nothing moves it any more, whoever asks.
    const decisions = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${signup.caseId}/decisions`,
      headers: supervisor.headers,
    });
    expect(decisions.json().frozen).toBe(true);
    const attempts: [SignedInOperator, string, object][] = [
      [supervisor, 'approve', {}],
      [supervisor, 'open', {}],
      [supervisor, 'close', { note: 'Clôture' }],
      [reviewer, 'review', {}],
      [supervisor, 'refuse', { reason_code: 'other', note: 'Autre' }],
      [supervisor, 'first-transfers', transfer()],
    ];
    for (const [operator, action, payload] of attempts) {
      const refused = await act(t, operator, `/backoffice/cases/${signup.caseId}/${action}`, payload);
      expect(refused.statusCode, `${action}: ${refused.body}`).toBe(409);
      expect(refused.json().message).toContain('gelé');
    }
    const [document] = (await caseDocuments(t, reviewer, signup.caseId)).map((row) => row.id);
    const decided = await act(
      t,
      reviewer,
      `/backoffice/cases/${signup.caseId}/documents/${document}/decisions`,
      {
        decision: 'accepted',
      },
    );
    expect(decided.statusCode).toBe(409);
    expect(await statusOf(t, signup.caseId)).toBe('refused');

    const [frozen] = (await journalEntries(t, 'case.frozen')).filter((row) => row.case_id === signup.caseId);
    expect(frozen?.actor_id).toBe(supervisor.operatorId);
    const chain = await t.app.inject({
      method: 'GET',
      url: '/backoffice/audit/verify',
      headers: supervisor.headers,
    });
    expect(chain.json()).toMatchObject({ ok: true });
  });
});

describe('the open hits queue', () => {
  it('lists the open hits across cases oldest first, the strong ones when asked, with the counts', async () => {
    const strongCase = await flaggedSignup();
    const strongHit = await oneHitAt(strongCase.caseId, 0.99);
    const page = async (query: string): Promise<ScreeningHitsReply> => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/backoffice/screening/hits${query}`,
        headers: auditor.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const all = await page('');
    expect(all.items.every((item) => item.status === 'open')).toBe(true);
    const created = all.items.map((item) => item.created_at);
    expect(created).toEqual([...created].sort());
    expect(all.counts.open).toBe(all.total);
    const strong = await page('?strong=true');
    expect(strong.items.every((item) => item.strong)).toBe(true);
    expect(strong.items.map((item) => item.id)).toContain(strongHit);
    expect(strong.counts.strong).toBe(strong.total);
    const row = strong.items.find((item) => item.id === strongHit);
    expect(row).toMatchObject({ case_id: strongCase.caseId, case_status: 'submitted' });
    const bad = await page('?page=0').catch(() => null);
    expect(bad).toBeNull();
  });
});
