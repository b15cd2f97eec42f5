import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { newOperator } from '../backoffice/operator-kit';
import { openDeposit } from '../capital-deposit/deposit-fixture';
import { enrollmentCompany } from '../companies/company-bodies';
import { submittedSignup } from '../decisions/decision-kit';
import { signUpOverHttp } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertDocument } from '../representatives/document-fixtures';
import { answerWithEmail } from '../sca/sca-test-kit';
import { move } from '../status-reports/report-kit';

/**
 * The customer's erasure: an opening never submitted goes at once, rows and files, the journal
 * naming what went without keeping it; a submitted one is kept, with the legal reason.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
}, 60_000);
afterAll(async () => t?.close());

const erase = (companyId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/companies/${companyId}/erasure`, headers });

/** A customer with an opening never submitted: the case erasure grants at once. */
async function unsubmittedOpening(email: string, name: string) {
  const user = await signUpOverHttp(t, { email, registrationType: 'new_company' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: enrollmentCompany({ name }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return { user, companyId: created.json().id as string };
}

describe("the customer's erasure of an opening", () => {
  it('erases an opening never submitted: its rows, its stored files, and journals ids only', async () => {
    const { user, companyId } = await unsubmittedOpening('erase.me@example.test', 'Cabinet Effacé');
    const documentId = await insertDocument(t.deps, {
      userId: user.id,
      subjectType: 'company',
      subjectId: companyId,
      type: 'status_project',
    });
    // A real stored file behind the row, as an upload leaves it.
    const key = documentId;
    await t.deps.db.updateTable('documents').set({ storage_key: key }).where('id', '=', documentId).execute();
    await t.deps.storage.put(key, Readable.from([Buffer.from('%PDF-1.4 statuts')]));

    const stranger = await signUpOverHttp(t, {
      email: 'stranger@example.test',
      registrationType: 'new_company',
    });
    expect((await erase(companyId, stranger.headers)).statusCode).toBe(404);
    expect(await t.deps.storage.exists(key)).toBe(true);

    const erased = await erase(companyId, user.headers);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ outcome: 'erased', documents: 1 });
    expect(
      await t.deps.db.selectFrom('companies').select('id').where('id', '=', companyId).execute(),
    ).toEqual([]);
    expect(
      await t.deps.db.selectFrom('documents').select('id').where('id', '=', documentId).execute(),
    ).toEqual([]);
    expect(await t.deps.storage.exists(key)).toBe(false);

    const entry = await t.deps.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'data_rights.opening_erased')
      .where('case_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(entry)).toContain(documentId);
    expect(JSON.stringify(entry)).not.toMatch(/Cabinet Effacé|erase\.me/);
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  });

  it('keeps a submitted opening, saying why in the customer’s language', async () => {
    const opened = await openDeposit(t, 'Kept');
    const refused = await erase(opened.companyId, { ...opened.user.headers, 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('kept five years after the relationship ends');
    expect(
      await t.deps.db.selectFrom('companies').select('id').where('id', '=', opened.companyId).execute(),
    ).toHaveLength(1);
  }, 60_000);

  it("keeps an opening never submitted while the bank's legal hold stands, saying why", async () => {
    const { user, companyId } = await unsubmittedOpening('held@example.test', 'Cabinet Retenu');
    const supervisor = await newOperator(t, 'supervisor');
    await t.deps.db
      .insertInto('legal_holds')
      .values({
        id: `hold-${companyId}`,
        company_id: companyId,
        reason: 'Réquisition judiciaire',
        set_by: supervisor.id,
        set_at: t.deps.clock.now().toISOString(),
        lift_reason: null,
        lifted_by: null,
        lifted_at: null,
      })
      .execute();

    const refused = await erase(companyId, { ...user.headers, 'accept-language': 'de' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('laufendes Verfahren');
    expect(
      await t.deps.db.selectFrom('companies').select('id').where('id', '=', companyId).execute(),
    ).toHaveLength(1);
  });
});

describe('the date of erasure of an ended relationship', () => {
  // The relationship ends on this day; its records are kept five years from it.
  let ended: TestApp;
  beforeAll(async () => {
    ended = await createTestApp({
      clock: fixedClock(new Date('2026-12-15T09:00:00Z')),
      env: { RATE_LIMIT_ENABLED: 'false' },
    });
  }, 60_000);
  afterAll(async () => ended?.close());

  const eraseIn = (companyId: string, headers: Record<string, string>, language: string) =>
    ended.app.inject({
      method: 'POST',
      url: `/companies/${companyId}/erasure`,
      headers: { ...headers, 'x-language': language },
    });

  it("writes the date in the request's language, whatever the account's: a withdrawn opening", async () => {
    const { user, caseId } = await submittedSignup(ended);
    const url = `/companies/${caseId}/withdraw`;
    const first = await ended.app.inject({ method: 'POST', url, headers: user.headers });
    const challenge = await answerWithEmail(ended.app, ended.deps, user, first.json().challenge.id);
    const withdrawn = await ended.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, 'x-sca-challenge': challenge },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // The account speaks English; each request reads its own language, its date too.
    await ended.deps.db.updateTable('users').set({ language: 'en' }).where('id', '=', user.id).execute();
    const expected = {
      fr: 'Elles seront effacées le 15 déc 2031.',
      en: 'They will be erased on 15 Dec 2031.',
      de: 'Sie werden am 15 Dez 2031 gelöscht.',
    };
    for (const [language, sentence] of Object.entries(expected)) {
      const refused = await eraseIn(caseId, user.headers, language);
      expect(refused.statusCode, language).toBe(409);
      expect(refused.json().message, language).toContain(sentence);
    }
  }, 60_000);

  it('gives the same end plus five years for an account the bank closed', async () => {
    const { user, caseId } = await submittedSignup(ended);
    await move(ended, caseId, 'under_review', 'awaiting_first_transfer', 'open', 'closed');
    const refused = await eraseIn(caseId, user.headers, 'de');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('fünf Jahre nach Ende der Geschäftsbeziehung');
    expect(refused.json().message).toContain('Sie werden am 15 Dez 2031 gelöscht.');
  }, 60_000);
});
