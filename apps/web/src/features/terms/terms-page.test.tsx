import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProgress, updateProgress } from '../../lib/progress-store';
import TermsPage from './terms-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// As the API answers it (AccountReplySchema): the web parses the answer with that schema.
const account = {
  uuid: 'acc-1',
  kind: 'current',
  opening_status: 'open',
  rib: { pdf_url: 'https://api.test/accounts/acc-1/rib.pdf' },
  iban: 'FR7630001007941234567890185',
  bic: 'PSBKFRPPXXX',
};

/** The API: records each call and answers POST /companies/c-1/complete with `answer`. */
function fakeApi(answer: () => Response) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      calls.push({
        path,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      });
      return path === '/companies/c-1/complete' ? answer() : json(404, { code: 'not_found', message: '' });
    }),
  );
  return calls;
}

function renderTerms() {
  const router = createMemoryRouter(
    [
      {
        path: '/signup/terms',
        element: <TermsPage />,
        handle: { journey: 'signup', name: 'signup-terms', step: 'terms' },
      },
      { path: '/signup/success', element: <p>Page de succès</p> },
    ],
    { initialEntries: ['/signup/terms'] },
  );
  render(<RouterProvider router={router} />);
}

const tickAll = async (user: ReturnType<typeof userEvent.setup>) => {
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
};

describe('Terms page', () => {
  beforeEach(() => {
    updateProgress((progress) => ({
      ...progress,
      journey: 'signup',
      company: { id: 'c-1', name: 'Cabinet Martin', legal_form: { code: 'SELARL', abbreviation: 'SELARL' } },
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetProgress();
  });

  it('finishes only once the three boxes are ticked, and sends them to the API', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(() => json(200, account));
    renderTerms();
    const finish = screen.getByRole('button', { name: "Finaliser l'ouverture" });
    // Three required boxes, then the optional communication one.
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(finish).toBeDisabled();
    await user.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    expect(finish).toBeDisabled();
    await user.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await user.click(screen.getAllByRole('checkbox')[2] as HTMLElement);
    expect(finish).toBeEnabled();
    await user.click(finish);
    expect(await screen.findByText('Page de succès')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/companies/c-1/complete')).toEqual([
      {
        path: '/companies/c-1/complete',
        method: 'POST',
        body: { terms: true, deposit_guarantee: true, consent: true, communication: false },
      },
    ]);
  });

  it('sends the optional communication box when ticked, without making it required', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(() => json(200, account));
    renderTerms();
    const communication = screen.getByRole('checkbox', { name: /informations et offres/ });
    expect(communication).not.toBeRequired();
    await user.click(communication);
    const finish = screen.getByRole('button', { name: "Finaliser l'ouverture" });
    expect(finish).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox').slice(0, 3)) await user.click(box);
    await user.click(finish);
    expect(await screen.findByText('Page de succès')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/companies/c-1/complete')?.body).toEqual({
      terms: true,
      deposit_guarantee: true,
      consent: true,
      communication: true,
    });
  });

  it("shows the API's reasons when the opening cannot be finished", async () => {
    const user = userEvent.setup();
    fakeApi(() =>
      json(422, {
        code: 'validation_failed',
        message: 'Des informations sont manquantes ou incorrectes.',
        fields: { 'documents.kbis': 'Document manquant : Extrait Kbis' },
      }),
    );
    renderTerms();
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: "Finaliser l'ouverture" }));
    expect(await screen.findByText('Document manquant : Extrait Kbis')).toBeInTheDocument();
    expect(screen.queryByText('Page de succès')).not.toBeInTheDocument();
  });
});
