import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetProgress, updateProgress } from '../../lib/progress-store';
import { fetchCapitalDeposit } from '../../shared/deposit-account/deposit-account-api';
import { deposit } from '../../shared/deposit-account/test-deposits';
import { downloadPdf } from '../../shared/documents/download-pdf';
import SuccessPage from './success-page';

vi.mock('../../shared/deposit-account/deposit-account-api', async (original) => ({
  ...(await original<object>()),
  fetchCapitalDeposit: vi.fn(),
}));
vi.mock('../../shared/documents/download-pdf', () => ({ downloadPdf: vi.fn() }));

/** The success screen as an enrollment reaches it after terms and strong authentication. */
const renderEnrollmentSuccess = () => {
  updateProgress((progress) => ({
    ...progress,
    company: { id: 'c1', name: 'SELARL Martin Dubois' } as never,
    account: { kind: 'capital_deposit' } as never,
  }));
  const router = createMemoryRouter(
    [{ path: '/enrollment/success', element: <SuccessPage />, handle: { journey: 'enrollment' } }],
    { initialEntries: ['/enrollment/success'] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

afterEach(() => {
  resetProgress();
  vi.mocked(fetchCapitalDeposit).mockReset();
  vi.mocked(downloadPdf).mockReset();
});

describe('enrollment success page', () => {
  it('gives the blocked deposit account the shareholders pay into: holder, IBAN, BIC and its RIB as a PDF', async () => {
    vi.mocked(fetchCapitalDeposit).mockResolvedValue(deposit());
    vi.mocked(downloadPdf).mockResolvedValue(undefined);
    renderEnrollmentSuccess();

    const account = within(await screen.findByRole('region', { name: 'Le compte de dépôt' }));
    expect(fetchCapitalDeposit).toHaveBeenCalledWith('c1');
    expect(account.getByText('SELARL MARTIN DUBOIS EN FORMATION')).toBeInTheDocument();
    expect(account.getByText('FR76 3000 4000 0312 3456 7890 143')).toBeInTheDocument();
    expect(account.getByText('BNPAFRPPXXX')).toBeInTheDocument();
    expect(account.getByRole('button', { name: 'Copier\u00a0: IBAN' })).toBeInTheDocument();

    await userEvent.click(
      account.getByRole('button', { name: 'Télécharger le RIB du compte de dépôt (PDF)' }),
    );
    expect(downloadPdf).toHaveBeenCalledWith('http://api.test/accounts/blocked-1/rib.pdf');
    expect(screen.getByRole('link', { name: 'Suivre le dépôt du capital' })).toBeInTheDocument();
  });

  it('says the account could not be read rather than showing an empty block', async () => {
    vi.mocked(fetchCapitalDeposit).mockRejectedValue(new Error('network'));
    renderEnrollmentSuccess();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /RIB/ })).toBeNull();
  });
});
