import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const address = { street: '12 rue des Lilas', zip: '69003', city: 'Lyon', country: 'FR' };
const DETAIL = {
  summary: {
    id: 'c1',
    company_name: 'Cabinet Martin',
    siren: '123456789',
    journey: 'signup',
    status: 'submitted',
    flags: [],
    screening: null,
    customer_name: 'Camille Martin',
    customer_email: 'camille@example.test',
    created_at: '2026-11-20T09:00:00.000Z',
    submitted_at: '2026-11-20T10:00:00.000Z',
    age_working_days: 4,
    overdue: true,
    assignment: null,
    service_level: null,
  },
  customer: { id: 'u1', name: 'Camille Martin', email: 'camille@example.test', phone: '+33 6 12 34 56 78' },
  company: {
    siren: '123456789',
    siret: '12345678900015',
    capital_amount: null,
    number_of_shares: null,
    home_is_practice: null,
    declared: { name: 'Cabinet Martin', legal_form: 'SELARL', naf: '86.21Z', address },
    register: { name: 'SELARL CABINET MARTIN', legal_form: 'SELARL', naf: '86.90D', address },
    differences: ['name', 'naf'],
  },
  people: [
    {
      id: 'p1',
      kind: 'person',
      name: 'Camille Martin',
      is_user: true,
      is_legal_representative: true,
      is_shareholder: true,
      is_beneficial_owner: true,
      is_pep: false,
      shares: 3000,
      percentage: null,
      due_diligence: null,
    },
  ],
  kyc: [{ question: 'Quelle est votre profession ?', answer: 'Masseur-kinésithérapeute' }],
  documents: [
    {
      id: 'd1',
      type: 'kbis',
      label: 'Extrait Kbis',
      subject_type: 'company',
      subject_name: 'Cabinet Martin',
      file_name: 'kbis.pdf',
      mime_type: 'application/pdf',
      size: 1200,
      created_at: '2026-11-20T09:30:00.000Z',
    },
  ],
  timeline: [
    {
      id: 'a1',
      at: '2026-11-24T08:00:00.000Z',
      actor_type: 'operator',
      actor_name: 'Alice Martin',
      action: 'case.viewed',
    },
  ],
  health: {
    people: [],
    links: { siren: '123456789', siret: '12345678900015', establishments: [], practitioners: [] },
  },
  professional_status: null,
  frozen: false,
  legal_hold: null,
};

describe('the case page', () => {
  it('shows the company beside the register with differences marked in words, the people, KYC, documents and history', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases/c1') return { body: DETAIL };
      return undefined;
    });
    renderApp('/cases/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cabinet Martin' })).toBeInTheDocument();
    const company = within(screen.getByRole('region', { name: 'La société' }));
    const nameRow = within(company.getByRole('row', { name: /Dénomination/ }));
    expect(nameRow.getByText('SELARL CABINET MARTIN')).toBeInTheDocument();
    expect(nameRow.getByText('Différent')).toBeInTheDocument();
    expect(
      within(company.getByRole('row', { name: /Forme juridique/ })).queryByText('Différent'),
    ).not.toBeInTheDocument();
    expect(within(company.getByRole('row', { name: /Code NAF/ })).getByText('Différent')).toBeInTheDocument();
    const people = within(screen.getByRole('region', { name: 'Les personnes' }));
    expect(
      people.getByText(/Titulaire du compte, Représentant légal, Associé, Bénéficiaire effectif/),
    ).toBeInTheDocument();
    expect(screen.getByText('Masseur-kinésithérapeute')).toBeInTheDocument();
    expect(screen.getByText(/Extrait Kbis — Cabinet Martin — kbis.pdf/)).toBeInTheDocument();
    expect(screen.getByText(/Dossier consulté — Alice Martin/)).toBeInTheDocument();
  });

  it("shows two 50/50 associates' holdings as shares of the company's declared 1,000", async () => {
    const associate = (id: string, name: string) => ({
      ...DETAIL.people[0],
      id,
      name,
      is_user: id === 'p1',
      shares: 500,
      percentage: 50,
    });
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases/c1')
        return {
          body: {
            ...DETAIL,
            company: { ...DETAIL.company, capital_amount: '10000.00', number_of_shares: 1000 },
            people: [associate('p1', 'Camille Martin'), associate('p2', 'Julien Nicolas')],
          },
        };
      return undefined;
    });
    renderApp('/cases/c1');
    const people = within(await screen.findByRole('region', { name: 'Les personnes' }));
    for (const name of ['Camille Martin', 'Julien Nicolas']) {
      const row = within(people.getByRole('row', { name: new RegExp(name) }));
      expect(
        row.getByText('50 % (500 sur 1 000)', { normalizer: (text) => text.replace(/[\u202f\u00a0]/g, ' ') }),
      ).toBeInTheDocument();
    }
  });

  it("shows a sole trader's own due diligence as she answered it, and an unasked question as not answered, never no", async () => {
    const dueDiligence = {
      nationality: 'FR',
      birth_date: '1984-07-02',
      birth_place: { city: 'Ozoir-la-Ferrière', zip: '77330', country: 'FR' },
      home_address: null,
      is_pep: false,
      pep_function: null,
      pep_country: null,
      is_fatca: null,
      us_tin: null,
      has_foreign_tax_country: false,
      foreign_tax_country: null,
      professional_number: '19000000018',
    };
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases/c1')
        return {
          body: {
            ...DETAIL,
            company: { ...DETAIL.company, home_is_practice: true },
            people: [{ ...DETAIL.people[0], shares: 0, due_diligence: dueDiligence }],
          },
        };
      return undefined;
    });
    renderApp('/cases/c1');
    const people = within(await screen.findByRole('region', { name: 'Les personnes' }));
    const answerOf = (term: string) => people.getByText(term).nextElementSibling?.textContent;
    expect(answerOf('Naissance')).toBe('1984-07-02, 77330 Ozoir-la-Ferrière FR');
    expect(answerOf('Domicile')).toBe("À l'adresse du cabinet");
    expect(answerOf('Personne politiquement exposée')).toBe('Non');
    expect(answerOf('US Person')).toBe('Non renseigné');
    expect(answerOf('Numéro RPPS / ADELI')).toBe('19000000018');
  });

  it('opens a document in the viewer, fetched with the session cookie, without a frame the CSP would refuse', async () => {
    vi.doMock('pdfjs-dist', () => ({
      GlobalWorkerOptions: {},
      getDocument: () => ({
        promise: Promise.resolve({
          numPages: 2,
          getPage: () => new Promise(() => {}),
          destroy: async () => {},
        }),
      }),
    }));
    vi.doMock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.js' }));
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases/c1') return { body: DETAIL };
      if (route(call) === 'GET /backoffice/cases/c1/documents/d1') return { body: {} };
      return undefined;
    });
    renderApp('/cases/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Voir kbis.pdf' }));
    expect(await screen.findByRole('img', { name: 'kbis.pdf, page 2 sur 2' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    const file = api.calls.find((call) => route(call) === 'GET /backoffice/cases/c1/documents/d1');
    expect(file?.credentials).toBe('include');
  });

  it('names a history entry the back-office has no words for by its code', async () => {
    const entry = { id: 'a2', at: '2026-11-24T09:00:00.000Z', actor_type: 'system', actor_name: null };
    const timeline = [{ ...entry, action: 'case.archived' }];
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases/c1') return { body: { ...DETAIL, timeline } };
      return undefined;
    });
    renderApp('/cases/c1');
    const history = within(await screen.findByRole('region', { name: 'Historique' }));
    expect(history.getByText(/— case\.archived — Système$/)).toBeInTheDocument();
  });

  it("shows the API's message for an unknown case", async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases/nope')
        return { status: 404, body: { code: 'not_found', message: 'Dossier introuvable.' } };
      return undefined;
    });
    renderApp('/cases/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dossier introuvable.');
  });
});
