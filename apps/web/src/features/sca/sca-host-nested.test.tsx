import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { ScaModalHost } from './sca-host';
import { challenge, scaRequired, token, triggered } from './sca-test-data';

const email = token({ last_used_at: '2026-11-22T09:00:00.000Z' });
const iphone = token({ id: 'tok-app', type: 'app', description: 'iPhone de Camille' });
const pixel = token({ id: 'tok-app-2', type: 'app', description: 'Pixel de Camille' });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Call {
  url: string;
  method: string;
  challenge: string | undefined;
}

/**
 * The API as it answers a user with an e-mail method and a paired iPhone: completing needs a
 * challenge, and so does adding a method (action sca.enroll).
 */
function fakeApi() {
  const calls: Call[] = [];
  const paired = { done: false };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = { url: url.pathname, method: init?.method ?? 'GET', challenge: headers['x-sca-challenge'] };
    calls.push(call);
    const tokens = [email, iphone];
    switch (url.pathname) {
      case '/companies/c-1/complete':
        return call.challenge === 'ch-1' ? json(200, { uuid: 'acc-1' }) : json(399, scaRequired({ tokens }));
      case '/sca/tokens/app/enroll/init':
        if (call.challenge !== 'ch-enroll') {
          const enroll = challenge({
            id: 'ch-enroll',
            action: 'sca.enroll',
            description: 'Ajouter une méthode de vérification en deux étapes',
          });
          return json(399, scaRequired({ challenge: enroll, tokens }));
        }
        return json(200, {
          id: pixel.id,
          type: 'app',
          description: 'Application mobile',
          ttl: 600,
          challenge: { id: 'ch-pair' },
          pairing: { challenge_id: 'ch-pair', pairing_secret: 'secret', api_url: 'http://api.test' },
          activated: null,
        });
      case '/sca/challenges/ch-enroll/trigger':
        return json(200, triggered(email, { id: 'ch-enroll' }));
      case '/sca/challenges/ch-enroll/validate':
        return json(200, triggered(email, { id: 'ch-enroll', status: 'accepted' }));
      case `/sca/tokens/${pixel.id}/enroll/status`:
        paired.done = true;
        return json(200, { id: pixel.id, status: 'active' });
      case '/sca/tokens':
        return json(200, paired.done ? [email, iphone, pixel] : [email, iphone]);
      default:
        return json(404, { code: 'not_found', message: 'not found' });
    }
  });
  return calls;
}

const dialogs = () => screen.getAllByRole('dialog');

/**
 * The completion asks for SCA; from its modal the user sets up another phone (allowed although
 * one is already paired), and the API asks for a challenge first: a second modal, on top.
 */
async function startAddingAPhone() {
  const user = userEvent.setup();
  const calls = fakeApi();
  render(<ScaModalHost />);
  void api.post('/companies/c-1/complete').catch(() => undefined);
  await user.click(
    await screen.findByRole('button', { name: 'Utiliser une autre méthode' }, { timeout: 5000 }),
  );
  await user.click(screen.getByRole('button', { name: 'Configurer une nouvelle méthode' }));
  await user.click(screen.getByRole('radio', { name: /Application mobile/ }));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  await user.click(screen.getByRole('button', { name: 'Oui, elle est installée' }));
  await waitFor(() => expect(dialogs()).toHaveLength(2));
  return { user, calls };
}

describe('adding a method from the SCA modal once one is active', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the enrolment 399 opens a second modal on top; once validated the enrolment goes on and a second phone joins the first', async () => {
    const { user, calls } = await startAddingAPhone();
    const top = within(dialogs()[1] as HTMLElement);
    expect(top.getByText(/Ajouter une méthode de vérification en deux étapes/)).toBeInTheDocument();
    await user.click(top.getByRole('button', { name: 'Envoyer le code' }));
    await waitFor(() => expect(top.getAllByRole('textbox', { name: /chiffre/i })[0]).toHaveFocus());
    await user.keyboard('123456');

    // Validated: the enrolment call is retried with it and the invitation shows underneath.
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    const inits = calls.filter((call) => call.url === '/sca/tokens/app/enroll/init');
    expect(inits.map((call) => call.challenge)).toEqual([undefined, 'ch-enroll']);
    expect(
      await screen.findByRole('img', { name: "QR code d'invitation à associer votre téléphone" }),
    ).toBeInTheDocument();

    // The phone pairs (the enrolment status poll runs every 2 s).
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Méthode activée\u00a0: Application mobile' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText(/« Pixel de Camille »/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Utiliser une autre méthode' }));
    const methods = within(screen.getByRole('group', { name: 'Vos méthodes de vérification' }));
    expect(methods.getAllByRole('radio', { name: /Application mobile/ })).toHaveLength(2);
    expect(methods.getByText('iPhone de Camille')).toBeInTheDocument();
    expect(methods.getByText('Pixel de Camille')).toBeInTheDocument();
    // The pending completion was never retried meanwhile.
    expect(calls.filter((call) => call.url === '/companies/c-1/complete')).toHaveLength(1);
  }, 15_000);

  it('closing the second modal abandons the enrolment only: the first modal stays and says so', async () => {
    const { user, calls } = await startAddingAPhone();
    await user.click(within(dialogs()[1] as HTMLElement).getByRole('button', { name: 'Fermer' }));

    await waitFor(() => expect(dialogs()).toHaveLength(1));
    expect(within(dialogs()[0] as HTMLElement).getByRole('alert')).toHaveTextContent(
      "La vérification en deux étapes n'a pas abouti",
    );
    const inits = calls.filter((call) => call.url === '/sca/tokens/app/enroll/init');
    expect(inits).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/companies/c-1/complete')).toHaveLength(1);
  });
});
