import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProgress, updateProgress } from '../../lib/progress-store';
import CompanyCreatePage from './company-create-page';
import CompanySearchPage from './company-search-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const REQUEST = 'c0ffee00-0000-4000-8000-000000000001';

// As the register answers it (CompanySearchPageReplySchema).
const result = (siren: string, socialReason: string) => ({
  socialReason,
  siren,
  siret: `${siren}00015`,
  ape: '86.21Z',
  apeText: 'Activité des médecins généralistes',
  postalCode: '16160',
  city: 'GOND-PONTOUVRE',
  address: '1 RUE DU PORT',
  legalFormCode: 'SELARL',
  legalForm: null,
  legalCategory: '5485',
  active: true,
  establishmentCount: 3,
});
const searchPage = (results: ReturnType<typeof result>[]) => ({
  results,
  page: 1,
  per_page: 10,
  total: results.length,
  total_pages: 1,
  capped: false,
});

/** The API: the request's company pre-fill, the register's search and the SIRET lookup. */
function fakeApi(options: {
  prefill: Record<string, unknown> | null;
  search: (query: string) => ReturnType<typeof result>[];
}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${url.search}`);
      if (url.pathname === `/signup/request/${REQUEST}/company`) {
        return json(200, { company: null, prefill: options.prefill, step_reached: 'company' });
      }
      if (url.pathname === '/companies/search') {
        return json(200, searchPage(options.search(url.searchParams.get('query') ?? '')));
      }
      if (url.pathname === '/health/badges') return json(200, { linked: [] });
      return json(503, { code: 'unavailable', message: '' });
    }),
  );
  return calls;
}

function renderJourney(journey: 'signup' | 'enrollment') {
  const router = createMemoryRouter(
    [
      {
        path: '/signup/company',
        element: <CompanySearchPage />,
        handle: { journey: 'signup', name: 'company', step: 'company' },
      },
      {
        path: `/${journey}/company/create`,
        element: journey === 'signup' ? <p>Formulaire de la société</p> : <CompanyCreatePage />,
        handle: { journey, name: 'company-create', step: 'company' },
      },
      { path: '/signup/company/headquarter', element: <p>Choix de l'établissement</p> },
    ],
    { initialEntries: [journey === 'signup' ? '/signup/company' : '/enrollment/company/create'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function startWithRequest(journey: 'signup' | 'enrollment') {
  updateProgress((progress) => ({
    ...progress,
    journey,
    user: { token: 'token-1' },
    signupRequest: {
      uuid: REQUEST,
      type: journey === 'signup' ? 'existing_company' : 'new_company',
      status: 'processing',
      prefill: { first_name: 'Inès', last_name: 'Roussel', email: null, phone: null },
    },
  }));
}

const searchBox = () =>
  screen.findByRole('textbox', { name: /^Nom, SIREN ou SIRET de votre cabinet ou de votre société/ });

describe('the company step starts from the request’s company', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetProgress();
  });

  describe('an operating company named by its SIRET', () => {
    beforeEach(() => startWithRequest('signup'));

    it('searches the register for the SIRET and, chosen, looks that establishment up at once', async () => {
      const calls = fakeApi({
        prefill: { siren: '591809447', siret: '59180944700015' },
        search: (query) => (query === '59180944700015' ? [result('591809447', 'SELARL DES DOCTEURS')] : []),
      });
      renderJourney('signup');
      expect(await searchBox()).toHaveValue('59180944700015');
      expect(await screen.findByText(/Votre demande indique le numéro 591 809 447 00015/)).toBeVisible();
      await userEvent.click(await screen.findByRole('button', { name: /^SELARL DES DOCTEURS/ }));
      // The request's establishment, not the head-office choice among the company's three.
      expect(await screen.findByText('Formulaire de la société')).toBeVisible();
      expect(calls).toContain('POST /companies/59180944700015');
      expect(calls.some((call) => call.includes('/establishments'))).toBe(false);
    });

    it('says the register names the company otherwise, and keeps the register’s name', async () => {
      fakeApi({
        prefill: { siren: '591809447', siret: '59180944700015', name: 'Cabinet Benard' },
        search: () => [result('591809447', 'SELARL DES DOCTEURS BENARD ET NICOLAS')],
      });
      renderJourney('signup');
      expect(await screen.findByText(/connaît le numéro 591 809 447 00015 sous un autre nom/)).toBeVisible();
      expect(
        screen.getByText(
          /Votre demande indique « Cabinet Benard », le registre « SELARL DES DOCTEURS BENARD ET NICOLAS »/,
        ),
      ).toBeVisible();
      expect(screen.queryByText(/Votre demande indique le numéro/)).toBeNull();
    });

    it('says clearly when the register does not know the number, and the customer searches otherwise', async () => {
      fakeApi({
        prefill: { siren: '732829320' },
        search: (query) =>
          query === 'Cabinet des Remparts' ? [result('552100554', 'CABINET DES REMPARTS')] : [],
      });
      renderJourney('signup');
      const unknown = await screen.findByText(
        'Le registre ne connaît pas le numéro 732 829 320 indiqué dans votre demande.',
      );
      // Announced at once, as a warning.
      expect(unknown.closest('[role="alert"]')).not.toBeNull();
      const box = await searchBox();
      await userEvent.clear(box);
      await userEvent.type(box, 'Cabinet des Remparts');
      await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
      const other = await screen.findByRole('button', { name: /^CABINET DES REMPARTS/ });
      expect(screen.queryByText(/Le registre ne connaît pas le numéro/)).toBeNull();
      // Another company than the request's: the usual choice of its establishments.
      await userEvent.click(other);
      expect(await screen.findByText("Choix de l'établissement")).toBeVisible();
    });
  });

  it('without a request, the search starts empty and no pre-fill is read', async () => {
    updateProgress((progress) => ({ ...progress, journey: 'signup', user: { token: 'token-1' } }));
    const calls = fakeApi({ prefill: null, search: () => [] });
    renderJourney('signup');
    expect(await searchBox()).toHaveValue('');
    expect(calls.some((call) => call.includes('/signup/request/'))).toBe(false);
  });

  it('a company in formation: its name, legal form and capital pre-fill the enrollment form', async () => {
    startWithRequest('enrollment');
    fakeApi({
      prefill: { name: 'SELARL Roussel Santé', legal_form: 'SELARL', capital: 5000 },
      search: () => [],
    });
    renderJourney('enrollment');
    expect(await screen.findByRole('textbox', { name: /^Raison sociale/ })).toHaveValue(
      'SELARL Roussel Santé',
    );
    expect(screen.getByRole('textbox', { name: /^Montant du capital social/ })).toHaveValue('5000');
    expect(screen.getByRole('button', { name: /^Forme juridique/ })).toHaveTextContent(/SELARL|libéral/i);
    expect(screen.getByText(/viennent de votre demande d'ouverture/)).toBeVisible();
  });
});
