import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const failed = {
  id: 'r1',
  type: 'opening.in_opening',
  opening_reference: 'case-1',
  created_at: '2026-11-20T09:00:00.000Z',
  attempts: 19,
  last_error: 'HTTP 503',
  failed_at: '2026-11-23T09:00:00.000Z',
};

describe('the undelivered status reports', () => {
  it('lists them; a supervisor sends one again with the CSRF token', async () => {
    let items = [failed];
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session')
        return { body: { ...SESSION, operator: { ...SESSION.operator, role: 'supervisor' } } };
      if (route(call) === 'GET /backoffice/status-reports/failed') return { body: { items } };
      if (route(call) === 'POST /backoffice/status-reports/r1/replay') {
        items = [];
        return { body: { id: 'r1', state: 'pending' } };
      }
      return undefined;
    });
    renderApp('/status-reports');
    expect(await screen.findByRole('cell', { name: 'HTTP 503' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'case-1' })).toHaveAttribute('href', '/cases/case-1');
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le compte rendu du dossier case-1' }));
    expect(await screen.findByText("Le compte rendu repart vers l'assureur.")).toBeInTheDocument();
    expect(await screen.findByText('Aucun compte rendu en échec.')).toBeInTheDocument();
    const replay = api.calls.find((call) => call.method === 'POST');
    expect(replay?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('shows a reviewer the list without the button', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/status-reports/failed') return { body: { items: [failed] } };
      return undefined;
    });
    renderApp('/status-reports');
    expect(await screen.findByRole('cell', { name: 'HTTP 503' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Renvoyer/ })).toBeNull();
  });
});
