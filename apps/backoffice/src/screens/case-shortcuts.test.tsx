import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { caseDetail } from '../test/case-detail';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const document_ = (id: string, label: string, file: string, subject: 'company' | 'representative') => ({
  id,
  type: id === 'd1' ? 'kbis' : 'identity',
  label,
  subject_type: subject,
  subject_name: subject === 'company' ? 'Cabinet Martin' : 'Camille Martin',
  file_name: file,
  mime_type: 'image/png',
  size: 1000,
  created_at: '2026-11-20T09:30:00.000Z',
});

const DETAIL = caseDetail({
  documents: [
    document_('d1', 'Extrait Kbis', 'kbis.png', 'company'),
    document_('d2', "Pièce d'identité", 'cni.png', 'representative'),
  ],
});

const DECISIONS = {
  status: 'under_review',
  journey: 'signup',
  reviewed_by: [],
  approved_by: null,
  approval_blockers: [],
  screening_hits_open: false,
  risk_tier: 'enhanced',
  frozen: false,
  document_decisions: [],
  first_transfers: [],
};

function openCase(role: 'reviewer' | 'supervisor' = 'reviewer') {
  const session = { ...SESSION, operator: { ...SESSION.operator, role } };
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  const api = fakeApi((call) => {
    if (route(call) === 'GET /backoffice/session') return { body: session };
    if (route(call) === 'GET /backoffice/cases/c1') return { body: DETAIL };
    if (route(call) === 'GET /backoffice/cases/c1/decisions') return { body: DECISIONS };
    if (route(call).startsWith('GET /backoffice/cases/c1/documents/')) return { body: {} };
    if (route(call).startsWith('POST /backoffice/cases/c1/documents/'))
      return { status: 201, body: { status: 'under_review' } };
    return undefined;
  });
  renderApp('/cases/c1');
  return api;
}

const viewerPanel = () => screen.getByRole('complementary', { name: 'Document à côté des données' });
const decided = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => route(call).startsWith('POST /backoffice/cases/c1/documents/'));

describe('the case page for a working day', () => {
  it('sums the case up in its header: status, risk level and the flags in words', async () => {
    openCase();
    const header = within(
      (await screen.findByRole('heading', { name: 'Cabinet Martin', level: 1 })).closest(
        'header',
      ) as HTMLElement,
    );
    expect(header.getByText('c1')).toBeInTheDocument();
    expect(await header.findByText('Vigilance renforcée')).toBeInTheDocument();
    expect(header.getByRole('link', { name: '1 alerte, expliquée plus bas' })).toHaveAttribute(
      'href',
      '#flags-title',
    );
  });

  it('walks the documents with j and k, each shown beside the data, and accepts the one in view with a', async () => {
    const api = openCase();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Cabinet Martin', level: 1 });
    expect(viewerPanel()).toHaveTextContent('Choisissez « Voir » sur un document');
    await user.keyboard('j');
    expect(
      within(viewerPanel()).getByRole('heading', { name: 'Extrait Kbis · kbis.png' }),
    ).toBeInTheDocument();
    await user.keyboard('j');
    expect(
      within(viewerPanel()).getByRole('heading', { name: "Pièce d'identité · cni.png" }),
    ).toBeInTheDocument();
    await user.keyboard('k');
    await user.keyboard('j');
    await within(viewerPanel()).findByRole('button', { name: 'Accepter' });
    await user.keyboard('a');
    await vi.waitFor(() => expect(decided(api)).toHaveLength(1));
    expect(decided(api)[0]?.url.pathname).toBe('/backoffice/cases/c1/documents/d2/decisions');
    expect(decided(api)[0]?.body).toEqual({ decision: 'accepted' });
  });

  it('never acts on a key typed into a field, nor on a key with a modifier', async () => {
    const api = openCase();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Cabinet Martin', level: 1 });
    await user.keyboard('{Control>}j{/Control}');
    expect(viewerPanel()).toHaveTextContent('Choisissez « Voir » sur un document');
    await user.keyboard('j');
    await within(viewerPanel()).findByRole('button', { name: 'Rejeter' });
    await user.keyboard('r');
    const reason = await within(viewerPanel()).findByRole('textbox');
    expect(reason).toHaveFocus();
    await user.keyboard('a pale jkd copy');
    expect(reason).toHaveValue('a pale jkd copy');
    expect(decided(api)).toHaveLength(0);
    expect(
      within(viewerPanel()).getByRole('heading', { name: 'Extrait Kbis · kbis.png' }),
    ).toBeInTheDocument();
  });

  it('lists the shortcuts under ? and lets the operator turn them off, remembered (WCAG 2.1.4)', async () => {
    openCase();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Cabinet Martin', level: 1 });
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Raccourcis clavier' });
    expect(within(help).getByText('Accepter le document affiché')).toBeInTheDocument();
    expect(within(help).getByText('Document suivant')).toBeInTheDocument();
    await user.click(within(help).getByRole('checkbox', { name: 'Raccourcis à une touche activés' }));
    await user.click(within(help).getByRole('button', { name: 'Fermer' }));
    await user.keyboard('j');
    expect(viewerPanel()).toHaveTextContent('Choisissez « Voir » sur un document');
    expect(localStorage.getItem('backoffice.shortcuts')).toBe('off');
  });

  it('brings the case decisions to hand with d, without deciding anything', async () => {
    const api = openCase('supervisor');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Cabinet Martin', level: 1 });
    const approve = await screen.findByRole('button', { name: 'Valider' });
    await user.keyboard('d');
    expect(approve).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
