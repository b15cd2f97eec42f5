import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const item = (overrides: Record<string, unknown>) => ({
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
  ...overrides,
});

describe('the case list', () => {
  it('shows each case with status, journey and age, marks overdue ones in words, and links to the case', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases')
        return {
          body: {
            items: [
              item({ screening: 'open', flags: ['pep'] }),
              item({
                id: 'c2',
                company_name: 'Pharmacie Lemaire',
                status: 'journey_in_progress',
                journey: 'enrollment',
                submitted_at: null,
                age_working_days: null,
                overdue: false,
                assignment: null,
                service_level: null,
              }),
            ],
            total: 2,
            capped: false,
            page: 1,
            page_size: 25,
            sla_working_days: 2,
          },
        };
      return undefined;
    });
    renderApp('/cases');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const martin = within(rows[1] as HTMLElement);
    expect(martin.getByRole('link', { name: 'Cabinet Martin' })).toHaveAttribute('href', '/cases/c1');
    expect(martin.getByText('Soumis')).toBeInTheDocument();
    expect(martin.getByText('En retard')).toBeInTheDocument();
    expect(rows[1]).toHaveClass('overdue');
    // An asset-freeze hit awaiting its disposition stands before the other alerts.
    expect(martin.getByText(/^Criblage.: alerte à traiter$/)).toBeInTheDocument();
    expect(martin.getByText('Personne politiquement exposée', { exact: false })).toBeInTheDocument();
    const lemaire = within(rows[2] as HTMLElement);
    expect(lemaire.getByText('Parcours en cours')).toBeInTheDocument();
    expect(lemaire.getByText("Création d'activité")).toBeInTheDocument();
    expect(lemaire.queryByText('En retard')).not.toBeInTheDocument();
    expect(lemaire.queryByText(/Criblage/)).not.toBeInTheDocument();
    expect(screen.getByText(/2 dossiers · délai de traitement : 2 jours ouvrés/)).toBeInTheDocument();
  });

  it('sends the filters and the search to the API and pages', async () => {
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases')
        return {
          body: {
            items: [item({})],
            total: 60,
            capped: false,
            page: Number(call.url.searchParams.get('page') ?? 1),
            page_size: 25,
            sla_working_days: 2,
          },
        };
      return undefined;
    });
    renderApp('/cases');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Rechercher'), 'martin');
    await user.selectOptions(screen.getByLabelText('Statut'), 'submitted');
    await user.selectOptions(screen.getByLabelText('Parcours'), 'signup');
    await user.click(screen.getByLabelText('En retard uniquement'));
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await screen.findByText('Page 1 sur 3');
    const last = api.calls.filter((call) => route(call) === 'GET /backoffice/cases').at(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      q: 'martin',
      status: 'submitted',
      journey: 'signup',
      sort: 'oldest',
      overdue: 'true',
    });
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
    expect(
      api.calls
        .filter((call) => route(call) === 'GET /backoffice/cases')
        .at(-1)
        ?.url.searchParams.get('page'),
    ).toBe('2');
  });
});

describe('a broad filter', () => {
  it('says there are more than the counted cases and keeps the next page reachable', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases')
        return {
          body: {
            items: [item({})],
            total: 1000,
            capped: true,
            page: 40,
            page_size: 25,
            sla_working_days: 2,
          },
        };
      return undefined;
    });
    renderApp('/cases?page=40');
    expect(await screen.findByText(/Plus de 1000 dossiers : affinez la recherche/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  });
});
