import { BACKOFFICE_ROUTE_ROLES, OPERATOR_ROLES, type OperatorRole } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route, SESSION } from './test/fake-api';
import { renderApp } from './test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** The API as an operator of `role` meets it: 403 on every route the role table does not admit. */
function apiAs(role: OperatorRole) {
  const refused: string[] = [];
  fakeApi((call) => {
    const path = route(call);
    if (path === 'GET /backoffice/session')
      return { body: { ...SESSION, operator: { ...SESSION.operator, role } } };
    const key = Object.keys(BACKOFFICE_ROUTE_ROLES).find((candidate) => {
      const [method, template] = candidate.split(' ');
      const pattern = new RegExp(`^${template?.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return method === call.method && pattern.test(call.url.pathname);
    }) as keyof typeof BACKOFFICE_ROUTE_ROLES | undefined;
    if (key && !BACKOFFICE_ROUTE_ROLES[key].includes(role)) {
      refused.push(path);
      return { status: 403, body: { code: 'forbidden', message: 'Accès refusé.' } };
    }
    return { body: { items: [], total: 0, capped: false, page: 1, page_size: 25, sla_working_days: 2 } };
  });
  return refused;
}

const NAV: Record<OperatorRole, string[]> = {
  reviewer: [
    "Dossiers d'ouverture",
    'Demandes',
    'Alertes gel des avoirs',
    'Tableau de bord',
    'Comptes rendus non remis',
  ],
  supervisor: [
    "Dossiers d'ouverture",
    'Demandes',
    'Alertes gel des avoirs',
    'Tableau de bord',
    'Intégrité du journal',
    'Comptes rendus non remis',
    'Enregistrements de sessions',
  ],
  auditor: [
    "Dossiers d'ouverture",
    'Demandes',
    'Alertes gel des avoirs',
    'Tableau de bord',
    'Intégrité du journal',
    'Comptes rendus non remis',
    'Enregistrements de sessions',
  ],
  administrator: ['Opérateurs'],
};

describe('the navigation', () => {
  it.each(OPERATOR_ROLES)('for the role %s links only the screens that role reaches', async (role) => {
    const refused = apiAs(role);
    renderApp('/');
    const nav = await screen.findByRole('navigation', {}, { timeout: 5000 });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(NAV[role]);
    expect(refused).toEqual([]);
  });

  it('opens an administrator on the operators, never on a screen the API refuses them', async () => {
    const refused = apiAs('administrator');
    const router = renderApp('/');
    await screen.findByRole('navigation', {}, { timeout: 5000 });
    // <Navigate> moves in an effect: the menu may be drawn a moment before the landing screen.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/operators'));
    router.navigate('/dashboard');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/operators'));
    expect(refused).toEqual([]);
  });
});
