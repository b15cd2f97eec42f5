import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { caseDetail } from '../test/case-detail';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  initI18n('fr');
});

const HOLD = {
  id: 'h1',
  reason: 'Réquisition du parquet',
  set_at: '2026-11-20T09:30:00.000Z',
  set_by: { id: 'op-2', name: 'Bruno Leroy' },
};

const as = (role: 'reviewer' | 'supervisor' | 'auditor') => ({
  ...SESSION,
  operator: { ...SESSION.operator, role },
});

/** The case with its hold as the API holds it: a set or a lift changes what the next read gives. */
function api(role: 'reviewer' | 'supervisor' | 'auditor', initial: typeof HOLD | null) {
  let hold = initial;
  return fakeApi((call) => {
    if (route(call) === 'GET /backoffice/session') return { body: as(role) };
    if (route(call) === 'GET /backoffice/cases/c1') return { body: caseDetail({ legal_hold: hold }) };
    if (route(call) === 'POST /backoffice/cases/c1/legal-hold') {
      hold = {
        ...HOLD,
        reason: (call.body as { reason: string }).reason,
        set_by: { id: 'op-1', name: 'Alice Martin' },
      };
      return { body: { legal_hold: hold } };
    }
    if (route(call) === 'POST /backoffice/cases/c1/legal-hold/lift') {
      hold = null;
      return { body: { legal_hold: null } };
    }
    return undefined;
  });
}

const section = async () =>
  screen.findByRole('region', { name: /Retenue légale|Legal hold|Rechtliche/ }, { timeout: 5000 });

describe("the case page's legal hold", () => {
  it('lets a supervisor set a hold with the keyboard, with a reason, then shows who, when and why', async () => {
    const { calls } = api('supervisor', null);
    renderApp('/cases/c1');
    const region = await section();
    expect(within(region).getByText(/Aucune retenue légale/)).toBeInTheDocument();

    const user = userEvent.setup();
    const button = within(region).getByRole('button', { name: 'Poser une retenue légale' });
    await user.click(button);
    expect(within(region).getByRole('alert')).toHaveTextContent('Indiquez le motif.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const reason = within(region).getByLabelText('Motif de la retenue (obligatoire)');
    reason.focus();
    await user.keyboard('Saisie pénale en cours');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await within(region).findByText('Saisie pénale en cours')).toBeInTheDocument();
    expect(within(region).getByText('Alice Martin')).toBeInTheDocument();
    expect(within(region).getByText(/20\/11\/2026/)).toBeInTheDocument();
    const posted = calls.find((call) => route(call) === 'POST /backoffice/cases/c1/legal-hold');
    expect(posted?.body).toEqual({ reason: 'Saisie pénale en cours' });
    expect(within(region).getByRole('status')).toHaveTextContent(/Retenue légale posée/);
  });

  it('lets a supervisor lift a standing hold with a reason', async () => {
    const { calls } = api('supervisor', HOLD);
    renderApp('/cases/c1');
    const region = await section();
    expect(within(region).getByText('Bruno Leroy')).toBeInTheDocument();
    expect(within(region).getByText('Réquisition du parquet')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(region).getByLabelText('Motif de la levée (obligatoire)'), 'Procédure classée');
    await user.click(within(region).getByRole('button', { name: 'Lever la retenue' }));
    expect(await within(region).findByText(/Aucune retenue légale/)).toBeInTheDocument();
    const lifted = calls.find((call) => route(call) === 'POST /backoffice/cases/c1/legal-hold/lift');
    expect(lifted?.body).toEqual({ reason: 'Procédure classée' });
  });

  it.each([
    ['fr', 'Seul un superviseur peut poser ou lever une retenue légale.'],
    ['en', 'Only a supervisor can set or lift a legal hold.'],
    ['de', 'Nur ein Supervisor kann eine rechtliche Aufbewahrungspflicht anordnen oder aufheben.'],
  ] as const)('shows a reviewer the hold without buttons, saying why (%s)', async (language, why) => {
    initI18n(language);
    api('reviewer', HOLD);
    renderApp('/cases/c1');
    const region = await section();
    expect(within(region).getByText('Bruno Leroy')).toBeInTheDocument();
    expect(within(region).getByText(why)).toBeInTheDocument();
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
