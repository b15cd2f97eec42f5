import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deposit, holder } from '../../shared/deposit-account/test-deposits';
import { DEPOSIT_REFRESH_MS, depositRefreshInterval } from './capital-deposit-page';
import { CapitalDepositView } from './capital-deposit-view';

// Intl writes fr-FR with narrow no-break spaces: compare with plain spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const card = (name: string) => screen.getByRole('listitem', { name }) as HTMLElement;
const liveSummary = () => plain(document.querySelector('[aria-live="polite"]')?.textContent);

/** The view with the query cache its Kbis step reads again once the registration is given. */
const renderView = (view: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {view}
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

const certificate = {
  reference: 'CDF-2026-000123',
  issued_at: '2026-11-25T10:00:00.000Z',
  pdf_url: 'http://api.test/companies/c1/capital-deposit/certificate.pdf',
};
const paid = [
  holder({ amount_received: '6000.00', status: 'received' as const }),
  holder({
    id: 'h2',
    name: 'Bruno Dubois',
    amount_due: '4000.00',
    amount_received: '4000.00',
    status: 'received' as const,
  }),
];

describe('capital deposit tracking', () => {
  it('waiting: shows the blocked account, each holder’s amount, reference and the SEPA own-name rule', () => {
    render(<CapitalDepositView deposit={deposit()} />);
    expect(screen.getByText('SELARL MARTIN DUBOIS EN FORMATION')).toBeInTheDocument();
    expect(screen.getByText('FR76 3000 4000 0312 3456 7890 143')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier\u00a0: IBAN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier\u00a0: BIC' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Télécharger le RIB du compte de dépôt (PDF)' }),
    ).toBeInTheDocument();
    const anne = card('Anne Martin');
    expect(within(anne).getByText('En attente du virement')).toBeInTheDocument();
    expect(plain(anne.textContent)).toContain('6 000,00 €');
    expect(within(anne).getByText('CAP-7K2Q-ANNE')).toBeInTheDocument();
    expect(
      within(anne).getByText(/depuis un compte à son propre nom, dans une banque de la zone SEPA/),
    ).toBeInTheDocument();
    expect(plain(within(anne).getByRole('progressbar').getAttribute('aria-valuetext'))).toBe(
      '0,00 € reçus / 6 000,00 € dus',
    );
    expect(liveSummary()).toBe('0,00 € reçus sur 10 000,00 € de capital.');
    expect(screen.queryByRole('button', { name: /certificat/ })).toBeNull();
  });

  it('paid in full but not yet certified: says the bank checks the file before the certificate, offers none yet', () => {
    render(
      <CapitalDepositView
        deposit={deposit({ amount_received: '10000.00', shareholders: paid, certificate: null })}
      />,
    );
    const notice = screen
      .getAllByRole('status')
      .find((element) => element.textContent?.includes('la banque vérifie le dossier'));
    expect(notice).toHaveTextContent(/Tout le capital est reçu.: la banque vérifie le dossier/);
    expect(screen.getByText(/Vous recevrez un e-mail dès que le certificat est prêt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /certificat/ })).toBeNull();
    expect(screen.queryByText('Le capital est entièrement déposé')).toBeNull();
  });

  it('partly received: progress of the holder and of the whole capital, announced politely', () => {
    render(
      <CapitalDepositView
        deposit={deposit({
          amount_received: '2500.00',
          shareholders: [
            holder({ amount_received: '2500.00', status: 'partly_received' }),
            holder({ id: 'h2', name: 'Bruno Dubois', amount_due: '4000.00' }),
          ],
        })}
      />,
    );
    const anne = card('Anne Martin');
    expect(within(anne).getByText('Reçu en partie')).toBeInTheDocument();
    expect(plain(within(anne).getByText(/reçus \//).textContent)).toBe('2 500,00 € reçus / 6 000,00 € dus');
    expect(within(anne).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2500');
    expect(within(card('Bruno Dubois')).getByText('En attente du virement')).toBeInTheDocument();
    expect(liveSummary()).toBe('2 500,00 € reçus sur 10 000,00 € de capital.');
  });

  it('held for review: the held amount is shown as not counted, with the reason in plain words', () => {
    render(
      <CapitalDepositView
        deposit={deposit({
          shareholders: [
            holder({
              status: 'held_for_review',
              amount_held: '6000.00',
              transfers: [
                {
                  id: 't1',
                  amount: '6000.00',
                  payer_name: 'SCI Martin',
                  value_date: '2026-11-20',
                  outcome: 'held',
                  hold_reason: 'payer_name_mismatch',
                  decided_at: null,
                },
              ],
            }),
          ],
        })}
      />,
    );
    const anne = card('Anne Martin');
    expect(within(anne).getByText('En vérification')).toBeInTheDocument();
    expect(plain(within(anne).getByText(/en cours de vérification/).textContent)).toBe(
      '6 000,00 € reçus sont en cours de vérification par la banque et ne sont pas comptés :',
    );
    expect(
      within(anne).getByText("le virement ne vient pas d'un compte au nom de l'actionnaire."),
    ).toBeInTheDocument();
    expect(within(anne).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(liveSummary()).toContain('ne sont pas encore comptés');
  });

  it('complete: the certificate in French with its translations and the Kbis upload; the account is no longer asked', () => {
    renderView(
      <CapitalDepositView
        deposit={deposit({
          opening_status: 'deposit_complete',
          amount_received: '10000.00',
          shareholders: [
            holder({ amount_received: '6000.00', status: 'received' }),
            holder({
              id: 'h2',
              name: 'Bruno Dubois',
              amount_due: '4000.00',
              amount_received: '4000.00',
              status: 'received',
            }),
          ],
          certificate: {
            reference: 'CDF-2026-000123',
            issued_at: '2026-11-25T10:00:00.000Z',
            pdf_url: 'http://api.test/companies/c1/capital-deposit/certificate.pdf',
          },
        })}
      />,
    );
    expect(screen.getByText('Le capital est entièrement déposé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le certificat (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Traduction en anglais' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Traduction en allemand' })).toBeInTheDocument();
    expect(screen.getByText(/CDF-2026-000123/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Immatriculation de la société' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copier\u00a0: IBAN' })).toBeNull();
    expect(within(card('Bruno Dubois')).getByText('Reçu')).toBeInTheDocument();
    expect(liveSummary()).toBe('Tout le capital est reçu : 10 000,00 €.');
  });

  it('asks again every few seconds until the certificate exists', () => {
    expect(depositRefreshInterval(undefined)).toBe(DEPOSIT_REFRESH_MS);
    expect(depositRefreshInterval(deposit())).toBe(DEPOSIT_REFRESH_MS);
    expect(
      depositRefreshInterval(
        deposit({
          certificate: { reference: 'R', issued_at: '2026-11-25T10:00:00.000Z', pdf_url: 'http://x/c.pdf' },
        }),
      ),
    ).toBe(false);
  });
  it('held, then decided by the bank: a released transfer counts, a returned one does not, each said with its date', () => {
    const transfers = [
      {
        id: 't1',
        amount: '400.00',
        payer_name: 'Anne Martin',
        value_date: '2026-11-20',
        outcome: 'released' as const,
        hold_reason: 'payer_outside_sepa' as const,
        decided_at: '2026-11-26T10:00:00.000Z',
      },
      {
        id: 't2',
        amount: '6000.00',
        payer_name: 'SCI Martin',
        value_date: '2026-11-21',
        outcome: 'returned' as const,
        hold_reason: 'payer_name_mismatch' as const,
        decided_at: '2026-11-27T10:00:00.000Z',
      },
    ];
    renderView(
      <CapitalDepositView
        deposit={deposit({
          amount_received: '400.00',
          shareholders: [holder({ amount_received: '400.00', status: 'partly_received', transfers })],
        })}
      />,
    );
    const anne = card('Anne Martin');
    expect(plain(within(anne).getByText(/^Virement de 400/).textContent)).toBe(
      'Virement de 400,00 € venant de Anne Martin : accepté par la banque le 26 nov 2026 après vérification, il est compté.',
    );
    expect(plain(within(anne).getByText(/^Virement de 6/).textContent)).toBe(
      "Virement de 6 000,00 € venant de SCI Martin : refusé par la banque le 27 nov 2026 et renvoyé au compte d'où il vient ; il n'est pas compté.",
    );
    // Neither is held any more: nothing is said to be under the bank's check.
    expect(within(anne).queryByText(/en cours de vérification/)).toBeNull();
  });

  it('Kbis step: the registered company is asked first, its SIREN checked; the Kbis slot comes once it is given', async () => {
    const saved: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        saved.push(JSON.parse(String(init?.body)));
        return new Response(
          JSON.stringify({
            siren: '732829320',
            registered_name: 'SELARL MARTIN DUBOIS',
            recorded_at: '2026-11-28T09:00:00.000Z',
            recorded_by: 'customer',
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    renderView(
      <CapitalDepositView
        deposit={deposit({
          opening_status: 'deposit_complete',
          amount_received: '10000.00',
          shareholders: paid,
          certificate,
        })}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByText('Extrait Kbis de la société')).toBeNull();
    const siren = screen.getByRole('textbox', { name: /^SIREN de la société/ });
    await user.type(siren, '732 829 321');
    await user.type(screen.getByRole('textbox', { name: /^Dénomination sociale/ }), 'SELARL MARTIN DUBOIS');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'immatriculation" }));
    expect(await screen.findAllByText("Ce numéro SIREN n'est pas valide")).not.toHaveLength(0);
    expect(siren).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);

    await user.clear(siren);
    await user.type(siren, '732 829 320');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'immatriculation" }));
    expect(await screen.findByText(/Immatriculation enregistrée/)).toBeInTheDocument();
    expect(saved).toEqual([{ siren: '732829320', registered_name: 'SELARL MARTIN DUBOIS' }]);
  });

  it('Kbis step: with the registration given, the Kbis slot; once the Kbis is sent, the registration is shown as recorded', () => {
    const registration = {
      siren: '732829320',
      registered_name: 'SELARL MARTIN DUBOIS',
      recorded_at: '2026-11-28T09:00:00.000Z',
      recorded_by: 'customer' as const,
    };
    const { unmount } = renderView(
      <CapitalDepositView
        deposit={deposit({
          opening_status: 'deposit_complete',
          amount_received: '10000.00',
          shareholders: paid,
          certificate,
          registration,
        })}
      />,
    );
    expect(screen.getByRole('textbox', { name: /^SIREN de la société/ })).toHaveValue('732829320');
    expect(screen.getByText('Extrait Kbis de la société')).toBeInTheDocument();
    unmount();

    renderView(
      <CapitalDepositView
        deposit={deposit({
          opening_status: 'awaiting_registration',
          amount_received: '10000.00',
          shareholders: paid,
          certificate,
          registration,
        })}
      />,
    );
    expect(
      screen.getByText('Société immatriculée sous le SIREN 732829320, dénomination SELARL MARTIN DUBOIS.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^SIREN de la société/ })).toBeNull();
  });
});
