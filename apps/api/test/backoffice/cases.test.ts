import type { OpeningStatus } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createOpeningFlagsRepository } from '../../src/db/repositories/opening-flags';
import { enrollmentCompany, signupCompany } from '../companies/company-bodies';
import { validKycAnswers } from '../companies/ready-company';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { type CustomerCase, customerCase, fakeRegistry } from './case-fixtures';
import { journalEntries, newOperator, type SignedInOperator, signedIn } from './operator-kit';

// Thursday 26 November 2026: the SLA is two working days.
const clock = fixedClock(new Date('2026-11-26T10:00:00Z'));
let t: TestApp;
let reviewer: SignedInOperator;
let martin: CustomerCase;
let dupont: CustomerCase;
let lemaire: CustomerCase;
let etoile: CustomerCase;

/** The case submitted at `at` and since moved to `status` (as the lifecycle's moves leave it). */
const submitOn = async (of: CustomerCase, at: string, status: OpeningStatus = 'submitted') => {
  await t.deps.db.updateTable('users').set({ completed_at: at }).where('id', '=', of.user.id).execute();
  await t.deps.db
    .updateTable('companies')
    .set({ opening_status: status })
    .where('id', '=', of.caseId)
    .execute();
};
const raise = (of: CustomerCase, code: 'pep' | 'us_person' | 'professional_not_verified', subject = '') =>
  createOpeningFlagsRepository(t.deps.db).set(
    of.caseId,
    code,
    subject,
    { reason: 'test' },
    '2026-11-26T09:00:00Z',
  );

beforeAll(async () => {
  t = await createTestApp({ clock, registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  // A minute apart, so that their age orders them.
  martin = await customerCase(t);
  clock.advance(60_000);
  dupont = await customerCase(t, {
    company: signupCompany({ name: 'Cabinet Dupont', siret: '732 829 320 00074' }),
  });
  clock.advance(60_000);
  lemaire = await customerCase(t, {
    company: enrollmentCompany({ name: 'Pharmacie Lemaire' }),
    registrationType: 'new_company',
  });
  clock.advance(60_000);
  etoile = await customerCase(t, {
    company: enrollmentCompany({ name: "Kiné & Santé de l'Étoile" }),
    registrationType: 'new_company',
  });
  // Martin submitted on Monday (overdue on Thursday), Dupont this morning; L'Étoile on Monday too,
  // but the bank waits for its first transfer: the customer's turn, never overdue.
  await submitOn(martin, '2026-11-23T09:00:00.000Z');
  await submitOn(dupont, '2026-11-26T08:00:00.000Z', 'under_review');
  await submitOn(etoile, '2026-11-23T09:00:00.000Z', 'awaiting_first_transfer');
  // Two people of Martin's are politically exposed, one a US person: each flag shows once.
  await raise(martin, 'pep', 'person-1');
  await raise(martin, 'pep', 'person-2');
  await raise(martin, 'us_person', 'person-1');
  await raise(lemaire, 'professional_not_verified');
});
afterAll(async () => {
  await t.close();
});

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/backoffice/cases${query}`, headers: reviewer.headers });

describe('the case list', () => {
  it('lists every opening oldest first, with its lifecycle status, journey, customer, flags, age and overdue mark', async () => {
    const response = await list('');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(4);
    expect(body.capped).toBe(false);
    expect(body.sla_working_days).toBe(2);
    expect(body.items.map((item: { company_name: string }) => item.company_name)).toEqual([
      'Cabinet Martin',
      'Cabinet Dupont',
      'Pharmacie Lemaire',
      "Kiné & Santé de l'Étoile",
    ]);
    expect(body.items[0]).toMatchObject({
      status: 'submitted',
      journey: 'signup',
      siren: '123456789',
      customer_email: martin.user.email,
      age_working_days: 3,
      overdue: true,
      flags: ['pep', 'us_person'],
    });
    expect(body.items[1]).toMatchObject({ status: 'under_review', overdue: false, age_working_days: 0 });
    expect(body.items[2]).toMatchObject({
      status: 'journey_in_progress',
      journey: 'enrollment',
      submitted_at: null,
      overdue: false,
      flags: ['professional_not_verified'],
    });
    // Submitted as long ago as Martin, but waiting for the customer's transfer: not overdue.
    expect(body.items[3]).toMatchObject({
      status: 'awaiting_first_transfer',
      age_working_days: 3,
      overdue: false,
    });
    expect((await list('?sort=newest')).json().items[0].company_name).toBe("Kiné & Santé de l'Étoile");
  });

  it('filters by status, journey, overdue, age and flag', async () => {
    const names = async (query: string) =>
      (await list(query)).json().items.map((item: { company_name: string }) => item.company_name);
    expect(await names('?status=journey_in_progress')).toEqual(['Pharmacie Lemaire']);
    expect(await names('?status=submitted')).toEqual(['Cabinet Martin']);
    expect(await names('?status=under_review')).toEqual(['Cabinet Dupont']);
    expect(await names('?status=open')).toEqual([]);
    expect(await names('?overdue=true')).toEqual(['Cabinet Martin']);
    expect(await names('?journey=enrollment')).toEqual(['Pharmacie Lemaire', "Kiné & Santé de l'Étoile"]);
    expect(await names('?journey=signup')).toEqual(['Cabinet Martin', 'Cabinet Dupont']);
    expect(await names('?flag=pep')).toEqual(['Cabinet Martin']);
    expect(await names('?flag=us_person&status=submitted')).toEqual(['Cabinet Martin']);
    expect(await names('?flag=professional_not_verified')).toEqual(['Pharmacie Lemaire']);
    expect(await names('?flag=payer_mismatch')).toEqual([]);
    expect(await names('?older_than_days=1')).toEqual([]);
    expect(await names('?older_than_days=0&journey=signup')).toEqual(['Cabinet Martin', 'Cabinet Dupont']);
  });

  it('searches by the start of the name (case, accents and punctuation aside), SIREN and e-mail', async () => {
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((item: { company_name: string }) => item.company_name);
    expect(await names('cabinet d')).toEqual(['Cabinet Dupont']);
    expect(await names('CABINET')).toEqual(['Cabinet Martin', 'Cabinet Dupont']);
    expect(await names('kine sante de l etoile')).toEqual(["Kiné & Santé de l'Étoile"]);
    expect(await names('KINÉ & SANTÉ')).toEqual(["Kiné & Santé de l'Étoile"]);
    // The start of the name, not a word inside it.
    expect(await names('dupont')).toEqual([]);
    expect(await names('732829320')).toEqual(['Cabinet Dupont']);
    expect(await names('732 829 320')).toEqual(['Cabinet Dupont']);
    expect(await names(martin.user.email.toUpperCase())).toEqual(['Cabinet Martin']);
    expect(await names('100%')).toEqual([]);
  });

  it('pages by 25 and refuses a malformed query with 422', async () => {
    expect((await list('?page=2')).json()).toMatchObject({ items: [], total: 4, page: 2, page_size: 25 });
    const bad = await list('?status=nonsense&page=0');
    expect(bad.statusCode).toBe(422);
    expect((await list('?flag=vip')).statusCode).toBe(422);
  });
});

describe('the case page', () => {
  it('shows the company beside the register with the differences, the people, the documents and the timeline', async () => {
    const view = () =>
      t.app.inject({
        method: 'GET',
        url: `/backoffice/cases/${martin.caseId}`,
        headers: { ...reviewer.headers, 'x-language': 'en' },
      });
    expect((await view()).json().timeline).toEqual([]);
    // The second view's timeline holds the first.
    const response = await view();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.company.declared).toMatchObject({
      name: 'Cabinet Martin',
      legal_form: 'SELARL',
      naf: '86.21Z',
    });
    expect(body.company.register).toMatchObject({ name: 'SELARL CABINET MARTIN ET ASSOCIES', naf: '86.90D' });
    expect(body.company.differences).toEqual(['name', 'naf']);
    expect(body.people.find((person: { is_user: boolean }) => person.is_user)).toBeDefined();
    const documents = body.documents.map(
      (document: { type: string; label: string; subject_type: string }) => [
        document.subject_type,
        document.type,
        document.label,
      ],
    );
    expect(documents).toEqual(
      expect.arrayContaining([
        ['company', 'kbis', 'Kbis extract'],
        ['user', 'identity_card', expect.any(String)],
      ]),
    );
    expect(body.timeline[0]).toMatchObject({ action: 'case.viewed', actor_type: 'operator' });
    expect(body.timeline[0].actor_name).toMatch(/^Agent reviewer/);
  });

  it("shows the questionnaire's answers in the operator's language, whatever language the customer answered in", async () => {
    const answering = await customerCase(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/companies/${answering.caseId}/kyc?version=3`,
      headers: { ...answering.user.headers, 'accept-language': 'fr' },
      payload: validKycAnswers(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answersIn = async (language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/backoffice/cases/${answering.caseId}`,
        headers: { ...reviewer.headers, 'x-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().kyc as Array<{ question: string; answer: string }>;
    };
    const answerTo = (answers: Array<{ question: string; answer: string }>, question: RegExp) =>
      answers.find((item) => question.test(item.question))?.answer;

    const english = await answersIn('en');
    expect(answerTo(english, /cash/i)).toBe('No');
    expect(answerTo(english, /main activity/i)).toBe('Physiotherapist');
    expect(answerTo(english, /main customers/i)).toBe('Patients');
    const german = await answersIn('de');
    expect(answerTo(german, /Bareinzahlungen/i)).toBe('Nein');
    const french = await answersIn('fr');
    expect(answerTo(french, /espèces/i)).toBe('Non');
    // A figure the customer typed stays a figure (as the API saved it).
    expect(answerTo(english, /turnover/i)).toBe('180000');
  });

  it('is journaled on each view, and an unknown case is 404', async () => {
    const before = (await journalEntries(t, 'case.viewed')).length;
    await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${dupont.caseId}`,
      headers: reviewer.headers,
    });
    const entries = await journalEntries(t, 'case.viewed');
    expect(entries.length - before).toBe(1);
    expect(entries.at(-1)).toMatchObject({ case_id: dupont.caseId, object_id: dupont.caseId });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/backoffice/cases/nope',
      headers: reviewer.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dossier introuvable.');
  });

  it('serves a document of the case inline, journals the view, and refuses another case’s document', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${martin.caseId}/documents/${martin.documentId}`,
      headers: reviewer.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const viewed = await journalEntries(t, 'case.document_viewed');
    expect(viewed.at(-1)).toMatchObject({ object_id: martin.documentId, case_id: martin.caseId });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${dupont.caseId}/documents/${martin.documentId}`,
      headers: reviewer.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('a search many cases match', () => {
  it('pages through them oldest first, by the age index or the name index alike', async () => {
    // 300 health centres opened a minute apart, the oldest first; every tenth in Lyon.
    const users = [];
    const companies = [];
    for (let index = 0; index < 300; index += 1) {
      const at = new Date(Date.parse('2026-10-01T08:00:00Z') + index * 60_000).toISOString();
      users.push({
        id: `bulk-u-${index}`,
        email: `centre${index}@example.test`,
        password_hash: 'x',
        gender: 2,
        first_name: 'Camille',
        last_name: `Centre${index}`,
        phone: '+33 6 12 34 56 78',
        nationality: 'FR',
        registration_type: 'existing_company' as const,
        voucher: null,
        email_sponsor: null,
        language: 'fr',
        completed_at: null,
        created_at: at,
        updated_at: at,
      });
      companies.push({
        id: `bulk-c-${String(index).padStart(3, '0')}`,
        user_id: `bulk-u-${index}`,
        registration_type: 'existing_company' as const,
        name: `Centre de Santé ${index % 10 === 0 ? 'Lyon' : 'Nice'} ${index}`,
        legal_form: 'SELARL',
        address: '{}',
        limited_liability: 1,
        created_at: at,
        updated_at: at,
      });
    }
    await t.deps.db.insertInto('users').values(users).execute();
    await t.deps.db
      .insertInto('companies')
      .values(companies as never)
      .execute();
    const search = async (query: string) => (await list(query)).json();

    // 300 matches: the first pages walk the age index.
    const first = await search('?q=centre%20de%20sante');
    expect(first.total).toBe(300);
    expect(first.items.map((item: { id: string }) => item.id)).toEqual(
      Array.from({ length: 25 }, (_, index) => `bulk-c-${String(index).padStart(3, '0')}`),
    );
    // Page 12 lies past a tenth of the matches: read through the name's index, same order.
    const twelfth = await search('?q=centre%20de%20sante&page=12');
    expect(twelfth.items.map((item: { id: string }) => item.id)).toEqual(
      Array.from({ length: 25 }, (_, index) => `bulk-c-${String(275 + index).padStart(3, '0')}`),
    );
    expect((await search('?q=centre%20de%20sante&page=2&sort=newest')).items[0].id).toBe('bulk-c-274');
    // 30 in Lyon: through the name's index.
    const lyon = await search('?q=CENTRE%20DE%20SANT%C3%89%20LYON');
    expect(lyon.total).toBe(30);
    expect(lyon.items[1].company_name).toBe('Centre de Santé Lyon 10');
  });
});
