import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { enrollmentCompany, signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { type CustomerCase, customerCase, fakeRegistry } from './case-fixtures';
import { journalEntries, newOperator, type SignedInOperator, signedIn } from './operator-kit';

// Thursday 26 November 2026: the SLA is two working days.
const clock = fixedClock(new Date('2026-11-26T10:00:00Z'));
let t: TestApp;
let reviewer: SignedInOperator;
let martin: CustomerCase;
let dupont: CustomerCase;

const completeOn = async (userId: string, at: string) =>
  t.deps.db.updateTable('users').set({ completed_at: at }).where('id', '=', userId).execute();

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
  await customerCase(t, {
    company: enrollmentCompany({ name: 'Pharmacie Lemaire' }),
    registrationType: 'new_company',
  });
  // Martin submitted on Monday (overdue on Thursday), Dupont this morning.
  await completeOn(martin.user.id, '2026-11-23T09:00:00.000Z');
  await completeOn(dupont.user.id, '2026-11-26T08:00:00.000Z');
});
afterAll(async () => {
  await t.close();
});

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/backoffice/cases${query}`, headers: reviewer.headers });

describe('the case list', () => {
  it('lists every opening oldest first, with status, journey, customer, age and overdue mark', async () => {
    const response = await list('');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.capped).toBe(false);
    expect(body.sla_working_days).toBe(2);
    expect(body.items.map((item: { company_name: string }) => item.company_name)).toEqual([
      'Cabinet Martin',
      'Cabinet Dupont',
      'Pharmacie Lemaire',
    ]);
    expect(body.items[0]).toMatchObject({
      status: 'submitted',
      journey: 'signup',
      siren: '123456789',
      customer_email: martin.user.email,
      age_working_days: 3,
      overdue: true,
      flags: [],
    });
    expect(body.items[1]).toMatchObject({ status: 'submitted', overdue: false, age_working_days: 0 });
    expect(body.items[2]).toMatchObject({
      status: 'journey_in_progress',
      journey: 'enrollment',
      submitted_at: null,
      overdue: false,
    });
    expect((await list('?sort=newest')).json().items[0].company_name).toBe('Pharmacie Lemaire');
  });

  it('filters by status, journey, overdue and flag', async () => {
    const names = async (query: string) =>
      (await list(query)).json().items.map((item: { company_name: string }) => item.company_name);
    expect(await names('?status=journey_in_progress')).toEqual(['Pharmacie Lemaire']);
    expect(await names('?status=submitted')).toEqual(['Cabinet Martin', 'Cabinet Dupont']);
    expect(await names('?status=open')).toEqual([]);
    expect(await names('?overdue=true')).toEqual(['Cabinet Martin']);
    expect(await names('?journey=enrollment')).toEqual(['Pharmacie Lemaire']);
    expect(await names('?journey=signup')).toEqual(['Cabinet Martin', 'Cabinet Dupont']);
    expect(await names('?flag=pep')).toEqual([]);
    expect(await names('?older_than_days=1')).toEqual([]);
  });

  it('searches by name, SIREN and e-mail', async () => {
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((item: { company_name: string }) => item.company_name);
    expect(await names('dupont')).toEqual(['Cabinet Dupont']);
    expect(await names('CABINET')).toEqual(['Cabinet Martin', 'Cabinet Dupont']);
    expect(await names('732829320')).toEqual(['Cabinet Dupont']);
    expect(await names(martin.user.email.toUpperCase())).toEqual(['Cabinet Martin']);
    expect(await names('100%')).toEqual([]);
  });

  it('pages by 25 and refuses a malformed query with 422', async () => {
    expect((await list('?page=2')).json()).toMatchObject({ items: [], total: 3, page: 2, page_size: 25 });
    const bad = await list('?status=nonsense&page=0');
    expect(bad.statusCode).toBe(422);
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
