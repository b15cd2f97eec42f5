import type { CompanySearchPageReply } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProgress, updateProgress } from '../../lib/progress-store';
import { CompanyResults } from './company-results';

const result = (siren: string, socialReason: string) => ({
  socialReason,
  siren,
  siret: `${siren}00018`,
  ape: '47.73Z',
  apeText: 'Commerce de détail de produits pharmaceutiques en magasin spécialisé',
  postalCode: '69003',
  city: 'LYON',
  address: null,
  legalFormCode: 'SELARL',
  legalForm: null,
  legalCategory: '5485',
  active: true,
  establishmentCount: 1,
});

const page: CompanySearchPageReply = {
  results: [result('300523727', 'PHARMACIE DES LILAS'), result('301580155', 'LE GOFF SOPHIE')],
  page: 1,
  per_page: 10,
  total: 2,
  total_pages: 1,
  capped: false,
};

describe('company search results', () => {
  beforeEach(() => {
    updateProgress((progress) => ({ ...progress, journey: 'signup', user: { token: 'token-1' } }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input));
        if (url.pathname !== '/health/badges') return new Response('{}', { status: 404 });
        expect(url.searchParams.get('sirens')).toBe('300523727,301580155');
        return new Response(JSON.stringify({ linked: ['300523727'] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetProgress();
  });

  it('badges "santé" the companies the healthcare directories link, and only those', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CompanyResults data={page} pending={null} onSelect={vi.fn()} onPage={vi.fn()} />
      </QueryClientProvider>,
    );
    const linked = screen.getByRole('button', { name: /PHARMACIE DES LILAS/ });
    expect(await screen.findByTitle('Liée à l’annuaire santé (FINESS ou praticiens)')).toHaveTextContent(
      'santé',
    );
    expect(linked).toHaveTextContent('PHARMACIE DES LILASsanté');
    expect(screen.getByRole('button', { name: /LE GOFF SOPHIE/ })).not.toHaveTextContent('santé');
  });
});
