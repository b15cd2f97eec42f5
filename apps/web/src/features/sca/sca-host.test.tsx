import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { ScaCancelledError } from '../../lib/api-errors';
import { ScaModalHost } from './sca-host';
import { challenge, scaRequired, token, triggered } from './sca-test-data';

const email = token();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake API: the sensitive call answers 399 until it carries a validated challenge. */
function fakeApi() {
  const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url: url.pathname, method: init?.method ?? 'GET', headers });
    if (url.pathname === '/companies/c-1/complete') {
      return headers['x-sca-challenge'] === 'ch-1' ? json(200, { uuid: 'acc-1' }) : json(399, scaRequired());
    }
    if (url.pathname === '/sca/challenges/ch-1/trigger') return json(200, triggered(email));
    if (url.pathname === '/sca/challenges/ch-1/validate')
      return json(200, triggered(email, { status: 'accepted' }));
    return json(404, { code: 'not_found', message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('ScaModalHost and the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 399 opens the modal; once validated the original call is retried with x-sca-challenge and succeeds', async () => {
    const user = userEvent.setup();
    const calls = fakeApi();
    render(<ScaModalHost />);
    const result = api.post('/companies/c-1/complete');
    await user.click(await screen.findByRole('button', { name: 'Envoyer le code' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /chiffre/i })[0]).toHaveFocus());
    await user.keyboard('123456');
    await expect(result).resolves.toEqual({ uuid: 'acc-1' });
    const completes = calls.filter((call) => call.url === '/companies/c-1/complete');
    expect(completes).toHaveLength(2);
    expect(completes[0]?.headers['x-sca-challenge']).toBeUndefined();
    expect(completes[1]?.headers['x-sca-challenge']).toBe('ch-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('try again after a failed challenge retries the call for a new challenge, sent at once with the same method', async () => {
    const user = userEvent.setup();
    const calls: { url: string; challenge: string | undefined }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input)).pathname;
      const header = ((init?.headers ?? {}) as Record<string, string>)['x-sca-challenge'];
      calls.push({ url, challenge: header });
      if (url === '/companies/c-1/complete') {
        if (header === 'ch-2') return json(200, { uuid: 'acc-1' });
        // The failed ch-1 does not authorize: the API answers with a new challenge.
        return json(399, header ? scaRequired({ challenge: challenge({ id: 'ch-2' }) }) : scaRequired());
      }
      if (url === '/sca/challenges/ch-1/trigger') return json(200, triggered(email));
      if (url === '/sca/challenges/ch-1/validate') {
        return json(422, {
          code: 'validation_failed',
          message: "La vérification en deux étapes n'a pas abouti",
          fields: { code: 'Trop de codes erronés. Demandez un nouveau code.' },
          attempts_left: 0,
        });
      }
      if (url === '/sca/challenges/ch-2/trigger') return json(200, triggered(email, { id: 'ch-2' }));
      if (url === '/sca/challenges/ch-2/validate')
        return json(200, triggered(email, { id: 'ch-2', status: 'accepted' }));
      return json(404, { code: 'not_found', message: 'not found' });
    });
    render(<ScaModalHost />);
    const result = api.post('/companies/c-1/complete');
    await user.click(await screen.findByRole('button', { name: 'Envoyer le code' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /chiffre/i })[0]).toHaveFocus());
    await user.keyboard('000000');
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));

    // The new challenge is sent without another click, back to the code boxes.
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /chiffre/i })[0]).toHaveFocus());
    await user.keyboard('123456');
    await expect(result).resolves.toEqual({ uuid: 'acc-1' });
    expect(calls.filter((call) => call.url === '/sca/challenges/ch-1/trigger')).toHaveLength(1);
    expect(
      calls.filter((call) => call.url === '/companies/c-1/complete').map((call) => call.challenge),
    ).toEqual([undefined, 'ch-1', 'ch-2']);
  });

  it('closing the modal rejects the original call, which is not retried', async () => {
    const user = userEvent.setup();
    const calls = fakeApi();
    render(<ScaModalHost />);
    const result = api.post('/companies/c-1/complete').catch((error: unknown) => error);
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(await result).toBeInstanceOf(ScaCancelledError);
    expect(calls.filter((call) => call.url === '/companies/c-1/complete')).toHaveLength(1);
    expect(screen.getByText("La vérification en deux étapes n'a pas abouti")).toBeInTheDocument();
  });
});
