import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstSignIn } from './psc-test-fixtures';
import { PscVerifiedStatus } from './psc-verified-status';

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

const renderStatus = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PscVerifiedStatus />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('"vérifié par Pro Santé Connect" on Ma demande', () => {
  it("shows the customer's verified RPPS as the API kept it", async () => {
    answer({ professional_status: { identity: firstSignIn.identity, practice: firstSignIn.practices[0] } });
    renderStatus();
    expect(await screen.findByText('Vérifié par Pro Santé Connect')).toBeVisible();
    expect(screen.getByText('RPPS 19900000001')).toBeVisible();
  });

  it('shows nothing for an account not tied to a practitioner', async () => {
    answer({ professional_status: null });
    const { container } = renderStatus();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
