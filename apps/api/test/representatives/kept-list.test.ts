import type { HealthVerificationReply } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { insertDocument } from './document-fixtures';
import { signupPerson } from './people-bodies';

// The people list's reply is kept per company at the company's revision, which the database
// raises on every change to what the list is built from. Each test reads the list (so a reply is
// kept), changes one thing, and expects the next read to show it: through the API, and written
// straight to the database as another API process or a register job would.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Entry {
  id: string;
  first_name?: string;
  is_user: boolean;
  percentage: number;
  identity_card_url: string | null;
  professional_verification: unknown;
}

async function openingWithOnePerson(): Promise<{ user: TestUser; companyId: string; personId: string }> {
  const user = await createTestUser(t.deps);
  const company = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: signupCompany(),
  });
  expect(company.statusCode).toBe(201);
  const companyId = company.json().id as string;
  const person = await t.app.inject({
    method: 'POST',
    url: '/representatives',
    headers: user.headers,
    payload: { ...signupPerson({ first_name: 'Paul' }), company_id: companyId },
  });
  expect(person.statusCode).toBe(201);
  return { user, companyId, personId: person.json().id };
}

async function list(user: TestUser, companyId: string): Promise<{ raw: string; entries: Entry[] }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/representatives?companyId=${companyId}`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return { raw: res.body, entries: res.json() };
}

/** What the practitioners' directory said of a number, as a register job keeps it. */
const registerCheck = (): HealthVerificationReply => ({
  status: 'verified',
  number: '10001234567',
  directory: 'rpps',
  civility: 'M',
  first_name: 'PAUL',
  last_name: 'DUPONT',
  profession_code: '10',
  profession_label: 'Médecin',
  practice_mode_code: 'L',
  doctor_title: true,
  directory_date: '2026-11-01',
  checked_at: '2026-11-29T10:00:00.000Z',
});

const person = (entries: Entry[], id: string) => entries.find((entry) => entry.id === id);

describe('the people list read again is the same reply, until something it shows changes', () => {
  it('answers the same bytes twice in a row, as built the first time', async () => {
    const { user, companyId } = await openingWithOnePerson();
    const first = await list(user, companyId);
    const second = await list(user, companyId);
    expect(second.raw).toBe(first.raw);
    expect(first.entries.map((entry) => entry.first_name)).toEqual(['Camille', 'Paul']);
  });

  it('shows a person added, edited and deleted through the API', async () => {
    const { user, companyId, personId } = await openingWithOnePerson();
    await list(user, companyId);
    const added = await t.app.inject({
      method: 'POST',
      url: '/representatives',
      headers: user.headers,
      payload: { ...signupPerson({ first_name: 'Inès', shareholders_value: 1000 }), company_id: companyId },
    });
    expect(added.statusCode).toBe(201);
    expect((await list(user, companyId)).entries.map((entry) => entry.first_name)).toEqual([
      'Camille',
      'Paul',
      'Inès',
    ]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${personId}?companyId=${companyId}`,
      headers: user.headers,
      payload: signupPerson({ first_name: 'Pierre' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(person((await list(user, companyId)).entries, personId)?.first_name).toBe('Pierre');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/representatives/${personId}?companyId=${companyId}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(person((await list(user, companyId)).entries, personId)).toBeUndefined();
  });

  it("shows a representative's identity card and the account user's own once uploaded", async () => {
    const { user, companyId, personId } = await openingWithOnePerson();
    const before = (await list(user, companyId)).entries;
    expect(before.map((entry) => entry.identity_card_url)).toEqual([null, null]);
    await uploadPdf(t, user, `/representatives/${personId}/documents/identity_card?companyId=${companyId}`);
    expect(person((await list(user, companyId)).entries, personId)?.identity_card_url).toMatch(
      /\/documents\//,
    );
    await uploadPdf(t, user, '/user/documents/identity_card');
    const userEntry = (await list(user, companyId)).entries.find((entry) => entry.is_user);
    expect(userEntry?.identity_card_url).toMatch(/\/documents\//);
  });

  it("shows the company's new number of shares in every holder's percentage", async () => {
    const { user, companyId, personId } = await openingWithOnePerson();
    expect(person((await list(user, companyId)).entries, personId)?.percentage).toBe(40);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/companies/${companyId}`,
      headers: user.headers,
      payload: signupCompany({ number_of_actions: '10000' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(person((await list(user, companyId)).entries, personId)?.percentage).toBe(20);
  });

  it('shows what another process wrote straight to the database: a name, a register check, a deletion', async () => {
    const { user, companyId, personId } = await openingWithOnePerson();
    await list(user, companyId);
    await t.deps.db
      .updateTable('representatives')
      .set({ first_name: 'Hugo' })
      .where('id', '=', personId)
      .execute();
    expect(person((await list(user, companyId)).entries, personId)?.first_name).toBe('Hugo');

    const verification = registerCheck();
    await t.deps.db
      .insertInto('health_verifications')
      .values({
        representative_id: personId,
        company_id: companyId,
        number: verification.number,
        status: verification.status,
        details: JSON.stringify(verification),
        checked_at: verification.checked_at,
      })
      .execute();
    expect(person((await list(user, companyId)).entries, personId)?.professional_verification).toEqual(
      verification,
    );
    await t.deps.db.deleteFrom('health_verifications').where('representative_id', '=', personId).execute();
    expect(person((await list(user, companyId)).entries, personId)?.professional_verification).toBeNull();
  });

  it('never gives a kept list to another customer: their read of that company is a 404', async () => {
    const { user, companyId } = await openingWithOnePerson();
    await list(user, companyId);
    const stranger = await createTestUser(t.deps);
    const res = await t.app.inject({
      method: 'GET',
      url: `/representatives?companyId=${companyId}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Paul');
  });
});

describe("the company's revision, raised by the database", () => {
  const revisionOf = async (companyId: string) =>
    (
      await t.deps.db
        .selectFrom('companies')
        .select('revision')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).revision;

  it('rises on a change of the company, of its people, of their documents and register checks', async () => {
    const { user, companyId, personId } = await openingWithOnePerson();
    const steps: [string, () => Promise<unknown>][] = [
      [
        'company',
        () =>
          t.deps.db
            .updateTable('companies')
            .set({ phone: '01 02 03 04 05' })
            .where('id', '=', companyId)
            .execute(),
      ],
      [
        'person',
        () =>
          t.deps.db
            .updateTable('representatives')
            .set({ last_name: 'Martin' })
            .where('id', '=', personId)
            .execute(),
      ],
      [
        'document of the person',
        () =>
          insertDocument(t.deps, {
            userId: user.id,
            subjectType: 'representative',
            subjectId: personId,
            type: 'identity_card',
          }),
      ],
      [
        'document deleted',
        () =>
          t.deps.db
            .updateTable('documents')
            .set({ deleted_at: new Date().toISOString() })
            .where('subject_id', '=', personId)
            .execute(),
      ],
      [
        'register check',
        () =>
          t.deps.db
            .insertInto('health_verifications')
            .values({
              representative_id: personId,
              company_id: companyId,
              number: '10001234567',
              status: 'verified',
              details: JSON.stringify(registerCheck()),
              checked_at: '2026-11-29T10:00:00.000Z',
            })
            .execute(),
      ],
      ['person deleted', () => t.deps.db.deleteFrom('representatives').where('id', '=', personId).execute()],
    ];
    for (const [what, change] of steps) {
      const before = await revisionOf(companyId);
      await change();
      expect(await revisionOf(companyId), what).toBeGreaterThan(before);
    }
  });

  it('stays when a write is rolled back', async () => {
    const { companyId, personId } = await openingWithOnePerson();
    const before = await revisionOf(companyId);
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('representatives')
          .set({ last_name: 'Martin' })
          .where('id', '=', personId)
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await revisionOf(companyId)).toBe(before);
  });
});
