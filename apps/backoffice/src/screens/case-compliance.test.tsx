import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { caseDetail } from '../test/case-detail';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = caseDetail();

const DECISIONS = {
  status: 'under_review',
  journey: 'signup',
  reviewed_by: [],
  approved_by: null,
  approval_blockers: ['source_of_funds_missing'],
  screening_hits_open: false,
  risk_tier: 'enhanced',
  frozen: false,
  document_decisions: [],
  first_transfers: [],
};

const rating = (overrides: Record<string, unknown> = {}) => ({
  id: 'r2',
  tier: 'enhanced',
  score: 40,
  edition: '2026-11-28',
  rated_at: '2026-11-20T10:00:00.000Z',
  next_review_on: '2027-11-20',
  trigger: 'submission',
  actor: { type: 'customer', name: null },
  factors: [
    {
      code: 'pep',
      label: 'Personne politiquement exposée : Camille Martin',
      weight: 40,
      enhanced_by_law: true,
      subject: { type: 'person', id: 'p1', name: 'Camille Martin' },
      value: null,
      lists: [],
    },
  ],
  ...overrides,
});

const RISK = {
  current: rating(),
  history: [
    rating(),
    rating({
      id: 'r1',
      tier: 'simplified',
      score: 0,
      factors: [],
      trigger: 'person_saved',
      rated_at: '2026-11-19T10:00:00.000Z',
    }),
  ],
  due_diligence: [
    {
      id: 'q1',
      document_type: 'source_of_funds',
      requested_at: '2026-11-20T10:00:00.000Z',
      fulfilled_at: null,
      withdrawn_at: null,
    },
  ],
};

const MEASURES = {
  measures: [
    {
      id: 'm1',
      measure: 'identity_document_copy',
      kind: 'identity',
      subject: { type: 'user', id: 'u1', name: 'Camille Martin' },
      applied_at: '2026-11-21T09:00:00.000Z',
      document: {
        id: 'd1',
        kind: 'identity_card',
        sha256: 'a'.repeat(64),
        received_at: '2026-11-20T09:30:00.000Z',
        accepted_at: '2026-11-21T09:00:00.000Z',
        accepted_by: 'Bruno Relecteur',
      },
      transfer: null,
      professional_status: null,
      frozen: false,
      legal_hold: null,
    },
  ],
};

/** The identity document beside the professional status Pro Santé Connect vouched for. */
const WITH_PRO_SANTE_CONNECT = {
  measures: [
    ...MEASURES.measures,
    {
      id: 'pro-sante-connect:819900000001',
      measure: 'professional_status_pro_sante_connect',
      kind: 'professional_status',
      subject: { type: 'user', id: 'u1', name: 'Camille Martin (Pro Santé Connect)' },
      applied_at: '2026-11-20T08:00:00.000Z',
      document: null,
      transfer: null,
      professional_status: {
        issuer: 'https://auth.esw.esante.gouv.fr/auth/realms/esante-wallet',
        subject: '819900000001',
        acr: 'eidas1',
        verified_at: '2026-11-20T08:00:00.000Z',
        directory: 'rpps',
        professional_number: '19900000001',
        practice_siret: '99000000100012',
      },
    },
  ],
};

/** A shareholder identified by their capital contribution from their own account. */
const WITH_CAPITAL_CONTRIBUTION = {
  measures: [
    {
      id: 'm2',
      measure: 'capital_contribution_own_account',
      kind: 'identity',
      subject: { type: 'representative', id: 'p2', name: 'Jean Dupont' },
      applied_at: '2026-11-22T10:00:00.000Z',
      document: null,
      transfer: {
        id: 't1',
        payer_name: 'M. JEAN DUPONT',
        payer_iban: 'DE89370400440532013000',
        amount: '4000.00',
        counted_at: '2026-11-22T10:00:00.000Z',
      },
      professional_status: null,
    },
  ],
};

type Role = 'reviewer' | 'supervisor' | 'auditor';

function api(role: Role, risk: unknown = RISK, measures: unknown = MEASURES) {
  return fakeApi((call) => {
    const key = route(call);
    if (key === 'GET /backoffice/session')
      return { body: { ...SESSION, operator: { ...SESSION.operator, role } } };
    if (key === 'GET /backoffice/cases/c1') return { body: DETAIL };
    if (key === 'GET /backoffice/cases/c1/decisions') return { body: DECISIONS };
    if (key === 'GET /backoffice/cases/c1/risk') return { body: risk };
    if (key === 'GET /backoffice/cases/c1/identity-measures') return { body: measures };
    if (key === 'POST /backoffice/cases/c1/risk/rate') return { status: 201, body: rating() };
    return undefined;
  });
}

describe("the case page's risk section", () => {
  it('shows the tier, the factors in words, the next review and what was asked of the customer', async () => {
    api('reviewer');
    renderApp('/cases/c1');
    const section = within(await screen.findByRole('region', { name: 'Risque' }, { timeout: 5000 }));
    expect(await section.findByText('Vigilance renforcée')).toBeInTheDocument();
    expect(section.getByText(/Personne politiquement exposée : Camille Martin/)).toBeInTheDocument();
    expect(section.getByText('renforcée par la loi')).toBeInTheDocument();
    expect(section.getByText('20 novembre 2027')).toBeInTheDocument();
    expect(
      section.getByText(/Justificatif de l'origine des fonds — demandé le .*, attendu/),
    ).toBeInTheDocument();
    expect(section.getByText('1 notation précédente')).toBeInTheDocument();
  });

  it('names the closed gate beside the approval for a supervisor', async () => {
    api('supervisor');
    renderApp('/cases/c1');
    expect(
      await screen.findByText(
        "vigilance renforcée : le justificatif de l'origine des fonds doit être accepté",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
  });

  it('lets a reviewer have the case rated again, with the CSRF token', async () => {
    const calls = api('reviewer', { current: null, history: [], due_diligence: [] });
    renderApp('/cases/c1');
    expect(
      await screen.findByText(/pas encore de notation de risque/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Noter à nouveau' }));
    const rated = calls.calls.find((call) => route(call) === 'POST /backoffice/cases/c1/risk/rate');
    expect(rated?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('gives an auditor the rating to read, not to redo', async () => {
    api('auditor');
    renderApp('/cases/c1');
    expect(await screen.findByText('Vigilance renforcée', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Noter à nouveau' })).toBeNull();
  });

  it('shows in English the tier and the words of the app', async () => {
    initI18n('en');
    try {
      api('auditor');
      renderApp('/cases/c1');
      const risk = await screen.findByRole('region', { name: 'Risk' }, { timeout: 5000 });
      // The summary header names the tier too: the risk section's own words are checked.
      expect(await within(risk).findByText('Enhanced')).toBeInTheDocument();
    } finally {
      initI18n('fr');
    }
  });
});

describe("the case page's identification measures", () => {
  it('lists each measure with its evidence', async () => {
    api('auditor');
    renderApp('/cases/c1');
    const section = within(
      await screen.findByRole('region', { name: "Mesures d'identification" }, { timeout: 5000 }),
    );
    const row = within(await section.findByRole('row', { name: /Camille Martin/ }));
    expect(row.getByText("Copie de la pièce d'identité acceptée")).toBeInTheDocument();
    expect(row.getByText(/acceptée le .* par Bruno Relecteur/)).toBeInTheDocument();
    expect(row.getByText(`SHA-256 ${'a'.repeat(64)}`)).toBeInTheDocument();
  });

  it("lists Pro Santé Connect's verification as professional status with its issuer, subject, level and number, not as identity", async () => {
    api('auditor', RISK, WITH_PRO_SANTE_CONNECT);
    renderApp('/cases/c1');
    const section = within(
      await screen.findByRole('region', { name: "Mesures d'identification" }, { timeout: 5000 }),
    );
    const row = within(await section.findByRole('row', { name: /Pro Santé Connect\)/ }));
    expect(
      row.getByText("Statut professionnel vérifié par Pro Santé Connect (pas une preuve d'identité)"),
    ).toBeInTheDocument();
    expect(
      row.getByText(
        /RPPS 19900000001, émetteur https:\/\/auth\.esw\.esante\.gouv\.fr\/auth\/realms\/esante-wallet, sujet 819900000001, niveau eidas1, vérifié le /,
      ),
    ).toBeInTheDocument();
  });
});

describe("the case page's capital contributions as measures", () => {
  it("names the shareholder's contribution from their own account with its payer, IBAN and amount", async () => {
    api('auditor', RISK, WITH_CAPITAL_CONTRIBUTION);
    renderApp('/cases/c1');
    const section = within(
      await screen.findByRole('region', { name: "Mesures d'identification" }, { timeout: 5000 }),
    );
    const row = within(await section.findByRole('row', { name: /Jean Dupont/ }));
    expect(row.getByText('Apport au capital depuis un compte au nom de l’associé')).toBeInTheDocument();
    expect(
      row.getByText(/virement de M\. JEAN DUPONT, DE89370400440532013000, 4000\.00 €/),
    ).toBeInTheDocument();
  });
});

describe("the regulator's export", () => {
  it('is offered to an auditor and a supervisor, fetched with the session and saved as a ZIP', async () => {
    api('auditor');
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/backoffice/cases/c1/export')
        ? new Response('PK', {
            headers: {
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename="case-c1-2026-11-28.zip"',
            },
          })
        : (answer as typeof fetch)(input, init),
    );
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/cases/c1');
    await userEvent
      .setup()
      .click(
        await screen.findByRole(
          'button',
          { name: "Exporter pour l'autorité de contrôle" },
          { timeout: 5000 },
        ),
      );
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input).endsWith('/export') && init?.credentials === 'include',
      ),
    ).toBe(true);
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(click).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('case-c1-2026-11-28.zip');
    click.mockRestore();
  });

  it('is not offered to a reviewer', async () => {
    api('reviewer');
    renderApp('/cases/c1');
    expect(await screen.findByRole('region', { name: 'Risque' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Exporter pour l'autorité de contrôle" })).toBeNull();
  });
});
