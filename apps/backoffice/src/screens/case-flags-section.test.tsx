import { CASE_FLAGS, CaseFlagsReplySchema } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { caseDetail } from '../test/case-detail';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = caseDetail({
  summary: {
    siren: '732829320',
    status: 'submitted',
    flags: ['payer_mismatch', 'duplicate_siren', 'duplicate_person', 'pep'],
    screening: null,
    age_working_days: 1,
  },
  company: { siren: '732829320', siret: '73282932000017' },
  health: { people: [], links: { siren: null, siret: null, establishments: [], practitioners: [] } },
  professional_status: null,
  frozen: false,
  legal_hold: null,
});

const raised = '2026-11-24T09:00:00.000Z';
const FLAGS = CaseFlagsReplySchema.parse([
  {
    code: 'payer_mismatch',
    id: 'f1',
    raised_at: raised,
    transfer_kind: 'first_transfer',
    payer_name: 'Camille Martin',
    expected_name: 'Cabinet Martin',
    amount: '50.00',
  },
  {
    code: 'duplicate_siren',
    id: 'f2',
    raised_at: raised,
    siren: '732829320',
    other_openings: [{ case_id: 'c2', company_name: 'Cabinet Martin Lyon', status: 'under_review' }],
  },
  {
    code: 'duplicate_person',
    id: 'f3',
    raised_at: raised,
    person: 'Hélène Garnier',
    birth_date: '1969-07-21',
    other_openings: [{ case_id: 'c3', company_name: 'SELARL Garnier', status: 'open' }],
  },
  { code: 'pep', id: 'f4', raised_at: raised, person: 'Jean Dupont', function: 'Maire', country: null },
]);

describe("the case page's flags", () => {
  it('explains each flag in words, naming the other openings a duplicate matches with where they stand', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases/c1') return { body: DETAIL };
      if (route(call) === 'GET /backoffice/cases/c1/flags') return { body: FLAGS };
      return undefined;
    });
    renderApp('/cases/c1');
    const flags = within(await screen.findByRole('region', { name: 'Alertes' }));
    expect(
      flags.getByText(
        "Un premier virement de 50,00 € venant de Camille Martin est retenu : il doit venir d'un compte au nom de Cabinet Martin.",
      ),
    ).toBeInTheDocument();
    expect(
      flags.getByText('Le SIREN 732829320 est aussi celui de ces ouvertures en cours ou ouvertes :'),
    ).toBeInTheDocument();
    const other = flags.getByRole('link', { name: 'Cabinet Martin Lyon' });
    expect(other).toHaveAttribute('href', '/cases/c2');
    expect(other.closest('li')).toHaveTextContent('Cabinet Martin Lyon — En revue');
    expect(flags.getByRole('link', { name: 'SELARL Garnier' })).toHaveAttribute('href', '/cases/c3');
    expect(flags.getByText(/Hélène Garnier, né\(e\) le 1969-07-21/)).toBeInTheDocument();
    expect(
      flags.getByText('Jean Dupont est une personne politiquement exposée (Maire, non renseigné).'),
    ).toBeInTheDocument();
  });

  it('says when a case has no flag', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases/c1') return { body: DETAIL };
      if (route(call) === 'GET /backoffice/cases/c1/flags') return { body: [] };
      return undefined;
    });
    renderApp('/cases/c1');
    const flags = within(await screen.findByRole('region', { name: 'Alertes' }));
    expect(flags.getByText('Aucune alerte sur ce dossier.')).toBeInTheDocument();
  });
});

describe('every kind of flag', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['de', de],
  ])('has a name and a sentence explaining it in %s', (_language, catalogue) => {
    for (const code of CASE_FLAGS) {
      expect(catalogue.flag[code], code).toMatch(/\S/);
      const sentence: unknown = catalogue.flagDetail[code];
      const sentences = typeof sentence === 'string' ? [sentence] : Object.values(sentence ?? {});
      expect(sentences.length, code).toBeGreaterThan(0);
      for (const text of sentences) expect(text, code).toMatch(/\S.*\S/);
    }
  });
});
