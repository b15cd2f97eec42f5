import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { expectAccessible } from '../test/axe';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  changeLanguage('fr');
});

const DAY = 86_400_000;
const item = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  case_id: `case-${id}`,
  company_name: `Cabinet ${id}`,
  case_status: 'submitted',
  subject_type: 'person',
  subject_id: `person-${id}`,
  subject_name: 'Kevin Morvelleck',
  list: 'fr_gels',
  version: 'a3f1c2d4e5b6',
  entry_id: 'fr-gels-1234',
  entry_name: 'Kévin Dylan MORVELLEC',
  reasons: [],
  proposal: null,
  decision: null,
  score: 0.97,
  strong: true,
  status: 'open',
  created_at: new Date(Date.now() - 3 * DAY - 1000).toISOString(),
  ...overrides,
});

function queueWith(pages: Record<string, { items: unknown[]; total: number }>) {
  return fakeApi((call) => {
    if (route(call) === 'GET /backoffice/session') return { body: SESSION };
    if (route(call) === 'GET /backoffice/screening/hits') {
      const strength = call.url.searchParams.get('strong') === 'true' ? 'strong' : 'all';
      const page = Number(call.url.searchParams.get('page') ?? 1);
      const reply = pages[`${strength}:${page}`] ?? { items: [], total: 0 };
      return { body: { ...reply, page, page_size: 2, counts: { open: 3, strong: 1 } } };
    }
    return undefined;
  });
}

describe('the open-hits queue', () => {
  it('lists the open hits oldest first with the case, subject, listed entry, score and age, each linked to its case', async () => {
    queueWith({
      'all:1': {
        items: [
          item('a'),
          item('b', {
            strong: false,
            score: 0.84,
            subject_name: 'SELARL Morvelec',
            subject_type: 'company',
            created_at: new Date(Date.now() - 60_000).toISOString(),
          }),
        ],
        total: 3,
      },
      'all:2': { items: [item('c')], total: 3 },
      'strong:1': { items: [item('a')], total: 1 },
    });
    const router = renderApp('/screening');
    const table = await screen.findByRole('table', { name: 'Alertes gel des avoirs à traiter' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Cabinet a' })).toHaveAttribute(
      'href',
      '/cases/case-a#screening-hits',
    );
    expect(within(first).getByText('case-a')).toBeInTheDocument();
    expect(within(first).getByText('Kévin Dylan MORVELLEC')).toBeInTheDocument();
    expect(within(first).getByText('Registre national des gels (DG Trésor)')).toBeInTheDocument();
    expect(within(first).getByText('Forte')).toBeInTheDocument();
    expect(within(first).getByText('3 jours')).toBeInTheDocument();
    // Raised within the day: "today", never "0 days".
    const second = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(within(second).getByText('aujourd’hui')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 alertes ouvertes');
    await expectAccessible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('link', { name: 'Cabinet c' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Les alertes fortes' }));
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?strength=strong'));
    expect(await screen.findByText('1 alerte ouverte')).toHaveAttribute('role', 'status');
  });

  it('says when nothing awaits, in English', async () => {
    changeLanguage('en');
    queueWith({});
    renderApp('/screening');
    expect(await screen.findByText('No hit awaits a disposition.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Open asset-freeze alerts' })).toBeInTheDocument();
  });
});
