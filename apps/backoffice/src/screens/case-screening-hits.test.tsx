import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { expectAccessible } from '../test/axe';
import { caseDetail } from '../test/case-detail';
import { type Call, fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('fr');
});

const DECISIONS = {
  status: 'under_review',
  journey: 'signup',
  reviewed_by: [],
  approved_by: null,
  approval_blockers: ['screening_hits_open'],
  screening_hits_open: true,
  risk_tier: 'standard',
  frozen: false,
  document_decisions: [],
  first_transfers: [],
};

const hit = (overrides: Record<string, unknown> = {}) => ({
  id: 'h1',
  case_id: 'c1',
  subject_type: 'person',
  subject_id: 'p2',
  subject_name: 'Kevin Morvelleck',
  list: 'fr_gels',
  version: 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef1234',
  entry_id: 'fr-gels-1234',
  entry_name: 'Kévin Dylan MORVELLEC',
  score: 0.97,
  strong: true,
  reasons: [
    {
      kind: 'name',
      listed_name: 'Kevin MORVELEC',
      alias: true,
      weak: false,
      query_name: 'Kevin Morvelleck',
      similarity: 0.96,
      order_swapped: false,
    },
    { kind: 'birth_date', how: 'same_date', query: '1992-08-24', listed: '1992-08-24', effect: 0.03 },
  ],
  status: 'open',
  proposal: null,
  decision: null,
  created_at: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

const asRole = (role: string, id = 'op-1') => ({ ...SESSION, operator: { ...SESSION.operator, id, role } });

/** The case page of c1 with these hits, as an operator of `role`; the disposition calls answered by `onPost`. */
function casePageWith(
  hits: unknown[],
  options: {
    role?: string;
    operatorId?: string;
    onPost?: (call: Call) => { status?: number; body?: unknown };
  } = {},
) {
  let current = hits;
  const api = fakeApi((call) => {
    const path = route(call);
    if (path === 'GET /backoffice/session')
      return { body: asRole(options.role ?? 'reviewer', options.operatorId) };
    if (path === 'GET /backoffice/cases/c1') return { body: caseDetail() };
    if (path === 'GET /backoffice/cases/c1/decisions') return { body: DECISIONS };
    if (path === 'GET /backoffice/cases/c1/screening-hits') return { body: current };
    if (call.method === 'POST' && options.onPost) {
      const answer = options.onPost(call);
      if ((answer.status ?? 200) < 300 && Array.isArray(answer.body)) current = answer.body;
      return answer;
    }
    return undefined;
  });
  renderApp('/cases/c1');
  return { api, setHits: (next: unknown[]) => (current = next) };
}

const hitsSection = async () =>
  (await screen.findByRole('heading', { level: 2, name: /Alertes de criblage/ })).closest(
    'section',
  ) as HTMLElement;

describe("the case's screening hits", () => {
  it('alerts at the top and shows each hit: subject, listed entry, list and version, score, reasons, status, history', async () => {
    casePageWith([hit()]);
    const alert = await screen.findByText(/1 alerte de criblage attend une décision/);
    const link = within(alert).getByRole('link', { name: 'Voir les alertes' });
    expect(link).toHaveAttribute('href', '#screening-hits');
    const section = await hitsSection();
    const article = within(section).getByRole('article', { name: /Kevin Morvelleck/ });
    expect(within(article).getByText('Kévin Dylan MORVELLEC')).toBeInTheDocument();
    expect(within(article).getByText(/Registre national des gels \(DG Trésor\)/)).toBeInTheDocument();
    expect(within(article).getByTitle(hit().version)).toHaveTextContent('a3f1c2d4e5b6');
    expect(within(article).getByText(/^97\s%/)).toBeInTheDocument();
    expect(within(article).getByText('Forte')).toBeInTheDocument();
    expect(
      within(article).getByText(/alias inscrit «\s*Kevin MORVELEC\s*»\s*: 96\s% de ressemblance/),
    ).toBeInTheDocument();
    expect(within(article).getByText('Même date de naissance (1992-08-24).')).toBeInTheDocument();
    expect(within(article).getByText('À traiter')).toBeInTheDocument();
    expect(within(article).getByText(/Alerte relevée par le criblage/)).toBeInTheDocument();
    await expectAccessible();
  });

  it('shows no alert when every hit is cleared', async () => {
    casePageWith([
      hit({
        status: 'cleared',
        decision: {
          disposition: 'false_positive',
          by: { id: 'op-9', name: 'Rémi Vasseur' },
          reason: 'Homonyme, autre date de naissance.',
          at: '2026-11-26T10:00:00.000Z',
        },
      }),
    ]);
    const section = await hitsSection();
    expect(
      within(section).getByText(/Levée comme faux positif par Rémi Vasseur — Homonyme/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/attend une décision/)).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('requires a reason, then a reviewer proposes a strong hit as a false positive; a supervisor-only true match is explained', async () => {
    const { api } = casePageWith([hit()], {
      onPost: () => ({ body: {} }),
    });
    const section = await hitsSection();
    const user = userEvent.setup();
    expect(within(section).queryByRole('button', { name: /Correspondance avérée/ })).toBeNull();
    expect(
      within(section).getByText('Seul un superviseur confirme une correspondance avérée.'),
    ).toBeInTheDocument();
    const propose = within(section).getByRole('button', { name: 'Proposer\u00a0: faux positif' });
    await user.click(propose);
    const reason = within(section).getByLabelText('Motif (obligatoire)');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Indiquez le motif de votre décision.');
    expect(reason).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(reason, 'Né en 1984 à Angoulême, pas en 1992.');
    await user.click(propose);
    await vi.waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/backoffice/screening/hits/h1/disposition');
    expect(post?.body).toEqual({
      disposition: 'false_positive',
      reason: 'Né en 1984 à Angoulême, pas en 1992.',
    });
    expect(post?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('tells the proposer why they cannot confirm, and lets another operator confirm', async () => {
    const proposed = hit({
      proposal: {
        by: { id: 'op-1', name: 'Alice Martin' },
        reason: 'Autre personne.',
        at: '2026-11-26T10:00:00.000Z',
      },
    });
    casePageWith([proposed]);
    const section = await hitsSection();
    expect(
      within(section).getByText(/Vous avez proposé ce faux positif\s: un autre opérateur le confirme/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /faux positif/ })).toBeNull();
  });

  it('a second operator confirms; the API refusal is shown in the form', async () => {
    const proposed = hit({
      proposal: {
        by: { id: 'op-9', name: 'Rémi Vasseur' },
        reason: 'Autre personne.',
        at: '2026-11-26T10:00:00.000Z',
      },
    });
    const { api } = casePageWith([proposed], {
      onPost: () => ({
        status: 409,
        body: { code: 'conflict', message: 'Cette alerte a déjà été traitée.' },
      }),
    });
    const section = await hitsSection();
    const user = userEvent.setup();
    expect(
      within(section).getByText(/Faux positif proposé par Rémi Vasseur — Autre personne\./),
    ).toBeInTheDocument();
    // Confirming agrees with the proposer's reason: no reason of one's own is needed.
    await user.click(within(section).getByRole('button', { name: 'Confirmer le faux positif' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Cette alerte a déjà été traitée.');
    expect(api.calls.find((call) => call.method === 'POST')?.url.pathname).toBe(
      '/backoffice/screening/hits/h1/confirm',
    );
  });

  it('offers a supervisor the true match, in English', async () => {
    changeLanguage('en');
    casePageWith([hit({ strong: false, score: 0.85 })], { role: 'supervisor' });
    const section = (await screen.findByRole('heading', { level: 2, name: /Screening hits/ })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByRole('button', { name: 'Clear: false positive' })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'True match (freezes the case)' }),
    ).toBeInTheDocument();
    expect(within(section).queryByText('Only a supervisor confirms a true match.')).toBeNull();
  });

  it('shows a frozen case its banner and disables its actions with the reason, in German', async () => {
    changeLanguage('de');
    casePageWith(
      [
        hit({
          status: 'confirmed',
          decision: {
            disposition: 'true_match',
            by: { id: 'op-1', name: 'Alice Martin' },
            reason: 'Même personne.',
            at: '2026-11-26T10:00:00.000Z',
          },
        }),
      ],
      { role: 'supervisor' },
    );
    expect(await screen.findByText('Vorgang eingefroren.')).toBeInTheDocument();
    const actions = await screen.findByRole('group', { name: /nicht verfügbar, solange er eingefroren ist/ });
    expect(actions).toBeDisabled();
    expect(actions).toHaveAccessibleDescription(/Vorgang eingefroren\. Ein Treffer .* ist bestätigt/);
    expect(
      screen.getByText(/ein Treffer auf einer Liste ist bestätigt, der Vorgang ist eingefroren/),
    ).toBeInTheDocument();
  });
});
