import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredCompany } from '../../lib/progress';
import { resetProgress, updateProgress } from '../../lib/progress-store';
import CompanyCreatePage from './company-create-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The API of a saved business: no person entry yet, no document yet. */
function fakeApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/representatives' || url.pathname.endsWith('/documents')) return json(200, []);
      if (url.pathname === '/health/badges') return json(200, { linked: [] });
      return json(503, { code: 'unavailable', message: '' });
    }),
  );
}

function renderForm(company: StoredCompany) {
  updateProgress((progress) => ({
    ...progress,
    journey: 'signup',
    user: { token: 'token-1', nationality: 'FR' } as never,
    company,
  }));
  const router = createMemoryRouter(
    [
      {
        path: '/signup/company/create',
        element: <CompanyCreatePage />,
        handle: { journey: 'signup', name: 'company-create', step: 'company' },
      },
    ],
    { initialEntries: ['/signup/company/create'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('the business form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetProgress();
  });

  it("speaks of a sole trader's activity and asks her own due diligence and RPPS / ADELI number, not a company's", async () => {
    fakeApi();
    renderForm({
      id: 'c1',
      name: 'Dr Camille Martin',
      legal_form: { code: 'EI', abbreviation: 'EI' },
      siret: '73282932000074',
    } as StoredCompany);
    expect(await screen.findByRole('heading', { name: 'Informations sur votre activité' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Nom de l'activité/ })).toHaveValue('Dr Camille Martin');
    expect(screen.getByRole('textbox', { name: /^Votre numéro RPPS ou ADELI/ })).toBeVisible();
    expect(screen.getByText('Adresse du cabinet')).toBeVisible();
    for (const question of [
      'Votre domicile est-il à l’adresse du cabinet ?',
      'Êtes-vous une personne politiquement exposée ?',
      'Êtes-vous une « US Person » ?',
      'Avez-vous une résidence fiscale hors de France ?',
    ]) {
      expect(
        screen.getByRole('group', { name: (name) => plain(name).replace(/'/g, '’').startsWith(question) }),
      ).toBeVisible();
    }
    expect(screen.getByText('Date de naissance')).toBeVisible();
    // Never a company's words or questions.
    expect(screen.queryByText(/Raison sociale|Identité de la société|Capital social/)).toBeNull();
    expect(screen.queryByText(/La société est-elle/)).toBeNull();
  });

  it("asks an operating company's capital and its total number of shares, from which each holding counts", async () => {
    fakeApi();
    renderForm({
      id: 'c2',
      name: 'SELARL DES DOCTEURS',
      legal_form: { code: 'SELARL', abbreviation: 'SELARL' },
      siret: '59180944700015',
    } as StoredCompany);
    expect(await screen.findByRole('heading', { name: 'Informations sur la société' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Montant du capital social/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Nombre de parts ou d'actions/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /RPPS ou ADELI/ })).toBeNull();
  });
});
