import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { expectAccessible } from '../test/axe';
import { caseDetail } from '../test/case-detail';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  initI18n('fr');
});

const DETAIL = caseDetail({
  summary: { status: 'submitted', flags: [] },
  documents: [
    {
      id: 'd1',
      type: 'proof_of_address',
      label: 'Justificatif de domiciliation',
      subject_type: 'company',
      subject_name: 'Cabinet Martin',
      file_name: 'justificatif.pdf',
      mime_type: 'application/pdf',
      size: 1000,
      created_at: '2026-11-20T09:30:00.000Z',
    },
  ],
});

const decisions = (overrides: Record<string, unknown> = {}) => ({
  status: 'submitted',
  journey: 'signup',
  reviewed_by: [],
  approved_by: null,
  approval_blockers: [],
  screening_hits_open: false,
  risk_tier: 'standard',
  frozen: false,
  document_decisions: [],
  first_transfers: [],
  ...overrides,
});

const as = (role: 'reviewer' | 'supervisor' | 'auditor') => ({
  ...SESSION,
  operator: { ...SESSION.operator, role },
});

function api(role: 'reviewer' | 'supervisor' | 'auditor', state: Record<string, unknown>) {
  return fakeApi((call) => {
    if (route(call) === 'GET /backoffice/session') return { body: as(role) };
    if (route(call) === 'GET /backoffice/cases/c1') return { body: DETAIL };
    if (route(call) === 'GET /backoffice/cases/c1/decisions') return { body: decisions(state) };
    if (route(call) === 'POST /backoffice/cases/c1/review') return { body: { status: 'under_review' } };
    if (route(call) === 'POST /backoffice/cases/c1/documents/d1/decisions')
      return { status: 201, body: { status: 'documents_requested' } };
    if (route(call) === 'POST /backoffice/cases/c1/refuse') return { body: { status: 'refused' } };
    if (route(call) === 'POST /backoffice/cases/c1/first-transfers/t2/confirm') return { body: {} };
    return undefined;
  });
}

describe('decisions on the case page', () => {
  it('offers a reviewer the review of a submitted case, sent with the CSRF token', async () => {
    const calls = api('reviewer', {});
    renderApp('/cases/c1');
    const start = await screen.findByRole('button', { name: 'Commencer la revue' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    await userEvent.setup().click(start);
    const review = calls.calls.find((call) => route(call) === 'POST /backoffice/cases/c1/review');
    expect(review?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('keeps the case on screen when reading it again fails after a decision, and says why', async () => {
    let reads = 0;
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: as('reviewer') };
      if (route(call) === 'GET /backoffice/cases/c1') {
        reads += 1;
        return reads === 1
          ? { body: DETAIL }
          : { status: 503, body: { code: 'unavailable', message: 'Service momentanément indisponible.' } };
      }
      if (route(call) === 'GET /backoffice/cases/c1/decisions') return { body: decisions({}) };
      if (route(call) === 'POST /backoffice/cases/c1/review') return { body: { status: 'under_review' } };
      return undefined;
    });
    renderApp('/cases/c1');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Commencer la revue' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service momentanément indisponible.');
    // The page read before stays, with its documents and the viewer beside them.
    expect(screen.getByRole('heading', { level: 1, name: 'Cabinet Martin' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Document à côté des données' })).toBeInTheDocument();
  });

  it('lets a reviewer ask for a document again with a message to the customer', async () => {
    const calls = api('reviewer', { status: 'under_review' });
    renderApp('/cases/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redemander' }));
    await user.type(screen.getByLabelText('Message au client'), 'Justificatif de moins de trois mois, svp.');
    await user.click(screen.getByRole('button', { name: 'Redemander au client' }));
    const asked = calls.calls.find(
      (call) => route(call) === 'POST /backoffice/cases/c1/documents/d1/decisions',
    );
    expect(asked?.body).toEqual({
      decision: 'resubmit',
      message: 'Justificatif de moins de trois mois, svp.',
    });
  });

  it('hides approval from the supervisor who reviewed the case (four-eyes), and refuses with a reason code', async () => {
    const calls = api('supervisor', {
      status: 'under_review',
      reviewed_by: [{ id: SESSION.operator.id, name: 'Alice Martin' }],
    });
    renderApp('/cases/c1');
    expect(await screen.findByText(/un autre superviseur le valide/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const form = within(screen.getByRole('form', { name: "Refuser l'ouverture" }));
    expect(form.getByLabelText('Motif (interne à la banque)')).toHaveFocus();
    await user.selectOptions(form.getByLabelText('Motif (interne à la banque)'), 'sanctions_match');
    await user.type(form.getByLabelText('Note interne'), 'Homonymie à lever.');
    await user.click(form.getByRole('button', { name: "Refuser l'ouverture" }));
    const refused = calls.calls.find((call) => route(call) === 'POST /backoffice/cases/c1/refuse');
    expect(refused?.body).toEqual({ reason_code: 'sanctions_match', note: 'Homonymie à lever.' });
  });

  it.each([
    ['fr', 'Statut\u00a0: Soumis'],
    ['en', 'Status: Submitted'],
    ['de', 'Status: Eingereicht'],
  ] as const)('writes the status line by the typography of %s', async (language, line) => {
    initI18n(language);
    api('reviewer', {});
    renderApp('/cases/c1');
    const status = await screen.findByTestId('case-status', undefined, { timeout: 5000 });
    expect(status.parentElement?.textContent).toBe(line);
  });

  it('gives an auditor no action, and shows first transfers with why one is held', async () => {
    api('auditor', {
      status: 'awaiting_first_transfer',
      first_transfers: [
        {
          id: 't1',
          source: 'operator',
          payer_name: 'SELARL Cabinet Martin',
          payer_iban: 'FR7630006000011234567890189',
          amount: '30.00',
          value_date: '2026-11-26',
          outcome: 'held',
          hold_reason: 'below_minimum',
          recorded_by: 'Bruno Petit',
          recorded_by_id: 'op-bruno',
          confirmed_by: null,
          confirmed_at: null,
          received_at: '2026-11-26T10:00:00.000Z',
        },
      ],
    });
    renderApp('/cases/c1');
    expect(await screen.findByText(/inférieur au minimum de 50/)).toBeInTheDocument();
    expect(screen.getByText('Aucune action ne vous est ouverte à cette étape.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ouvrir le compte' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Enregistrer un premier virement' })).toBeNull();
    // Typed in by hand and not yet confirmed: shown as waiting for a second supervisor.
    expect(screen.getByText(/Saisi par Bruno Petit : en attente d'une confirmation/)).toBeInTheDocument();
  });

  it('offers a second supervisor the confirmation of a transfer another typed in, never the one who typed it', async () => {
    const typedIn = {
      id: 't2',
      source: 'operator',
      payer_name: 'SELARL Cabinet Martin',
      payer_iban: 'FR7630006000011234567890189',
      amount: '50.00',
      value_date: '2026-11-26',
      outcome: 'counted',
      hold_reason: null,
      recorded_by: 'Bruno Petit',
      recorded_by_id: 'op-bruno',
      confirmed_by: null,
      confirmed_at: null,
      received_at: '2026-11-26T10:00:00.000Z',
    };
    const calls = api('supervisor', { status: 'awaiting_first_transfer', first_transfers: [typedIn] });
    renderApp('/cases/c1');
    await userEvent.setup().click(await screen.findByRole('button', { name: "Confirmer d'après le relevé" }));
    const confirmed = calls.calls.find(
      (call) => route(call) === 'POST /backoffice/cases/c1/first-transfers/t2/confirm',
    );
    expect(confirmed?.headers['x-csrf-token']).toBe('csrf-123');
    // Not counted yet: the account cannot be opened before the confirmation.
    expect(screen.queryByRole('button', { name: 'Ouvrir le compte' })).toBeNull();
  });

  it('says why the account cannot be opened while the Kbis awaits a second operator’s approval, and offers it once approved', async () => {
    const enrollment = {
      status: 'awaiting_registration',
      journey: 'enrollment',
      reviewed_by: [{ id: 'op-bruno', name: 'Bruno Petit' }],
    };
    api('supervisor', enrollment);
    renderApp('/cases/c1');
    const note = await screen.findByText(/Le compte ne peut pas encore être ouvert/, undefined, {
      timeout: 5000,
    });
    // The locale's words, with the no-break space before the colon.
    expect(note.textContent).toBe(
      'Le compte ne peut pas encore être ouvert\u00a0: le Kbis doit être revu et validé par un autre opérateur.',
    );
    expect(note).toHaveAttribute('role', 'note');
    expect(screen.queryByRole('button', { name: 'Ouvrir le compte' })).toBeNull();
    // The review that leads to that approval is offered instead.
    expect(screen.getByRole('button', { name: 'Commencer la revue' })).toBeInTheDocument();
    await expectAccessible();
    cleanup();

    api('supervisor', { ...enrollment, approved_by: { id: 'op-chloe', name: 'Chloé Roux' } });
    renderApp('/cases/c1');
    expect(
      await screen.findByRole('button', { name: 'Ouvrir le compte' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Le compte ne peut pas encore être ouvert/)).toBeNull();
  });

  it('names the missing first transfer of a signup in the operator’s language', async () => {
    initI18n('en');
    api('supervisor', { status: 'awaiting_first_transfer' });
    renderApp('/cases/c1');
    expect(
      await screen.findByText(
        /The account cannot be opened yet: no first transfer of at least €50 counts yet/,
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the account' })).toBeNull();
  });
});
