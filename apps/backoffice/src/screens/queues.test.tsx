import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 'm1',
  queue: 'contact',
  status: 'open',
  created_at: '2026-11-25T09:00:00.000Z',
  language: 'en',
  email: 'visitor@example.test',
  name: null,
  phone: null,
  company_name: null,
  company_size: null,
  subject: 'Card',
  message: 'When does the card come?',
  claimed_by: null,
  claimed_at: null,
  done_by: null,
  done_at: null,
  done_note: null,
  promise: { age_working_days: 0, due_at: null, overdue: false },
  ...overrides,
});
const page = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  page_size: 25,
  open_counts: { contact: 2, callback: 1 },
});

describe('the queues', () => {
  it('lists the open contact messages with what the visitor wrote, and the queues with their open counts', async () => {
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/queues/contact')
        return { body: page([item(), item({ id: 'm2', subject: 'Fees', message: 'How much?' })]) };
      return undefined;
    });
    renderApp('/queues');
    expect(await screen.findByRole('heading', { level: 2, name: 'Card' })).toBeInTheDocument();
    expect(screen.getByText('When does the card come?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages de contact (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Demandes de rappel (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'À traiter' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('2 demandes')).toBeInTheDocument();
    expect(
      api.calls
        .find((call) => route(call) === 'GET /backoffice/queues/contact')
        ?.url.searchParams.get('status'),
    ).toBe('open');
  });

  it('takes a message with the CSRF token, then closes it with a note; a note is required', async () => {
    let current = item();
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/queues/contact') return { body: page([current]) };
      if (route(call) === 'POST /backoffice/queues/contact/m1/claim') {
        current = item({
          status: 'claimed',
          claimed_by: { id: 'op-1', name: 'Alice Martin' },
          claimed_at: '2026-11-26T09:00:00.000Z',
        });
        return { body: current };
      }
      if (route(call) === 'POST /backoffice/queues/contact/m1/done') {
        current = item({ status: 'done', done_note: (call.body as { note: string }).note });
        return { body: current };
      }
      return undefined;
    });
    renderApp('/queues/contact');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prendre' }));
    const claim = api.calls.find((call) => route(call) === 'POST /backoffice/queues/contact/m1/claim');
    expect(claim?.headers['x-csrf-token']).toBe('csrf-123');
    expect(await screen.findByText('vous', { exact: false })).toBeInTheDocument();
    // Taken, it is followed to the taken ones (it left the open list).
    expect(await screen.findByRole('link', { name: 'Prises', current: 'page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marquer comme traitée' }));
    expect(screen.getByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(api.calls.some((call) => route(call).endsWith('/done'))).toBe(false);
    await user.type(screen.getByLabelText(/Ce qui a été fait/), 'Answered by e-mail');
    await user.click(screen.getByRole('button', { name: 'Marquer comme traitée' }));
    const done = api.calls.find((call) => route(call) === 'POST /backoffice/queues/contact/m1/done');
    expect(done?.body).toEqual({ note: 'Answered by e-mail' });
  });

  it('says so when another operator took the message first', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/queues/contact') return { body: page([item()]) };
      if (route(call) === 'POST /backoffice/queues/contact/m1/claim')
        return {
          status: 409,
          body: {
            code: 'conflict',
            message: 'Un autre opérateur a pris cette demande : elle doit être libérée avant.',
          },
        };
      return undefined;
    });
    renderApp('/queues/contact');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Prendre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Un autre opérateur a pris cette demande');
  });

  it('shows an auditor the call-back requests without any action, and who holds each', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session')
        return { body: { ...SESSION, operator: { ...SESSION.operator, id: 'op-9', role: 'auditor' } } };
      if (route(call) === 'GET /backoffice/queues/callback')
        return {
          body: page([
            item({
              id: 'r1',
              queue: 'callback',
              status: 'claimed',
              subject: null,
              message: null,
              name: 'Camille Martin',
              phone: '+33 6 12 34 56 78',
              company_name: 'Cabinet Martin',
              company_size: '1-10',
              claimed_by: { id: 'op-1', name: 'Alice Martin' },
            }),
          ]),
        };
      return undefined;
    });
    renderApp('/queues/callback?status=claimed');
    const card = within(await screen.findByRole('article', { name: 'Camille Martin' }));
    expect(card.getByText(/\+33 6 12 34 56 78/)).toBeInTheDocument();
    expect(card.getByText('Alice Martin', { exact: false })).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });
});
