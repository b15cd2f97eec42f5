import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

// The replayer draws in a frame jsdom cannot lay out: the screen is tested against its controls.
const player = vi.hoisted(() => ({
  totalTime: 42_000,
  currentTime: vi.fn(() => 0),
  play: vi.fn(),
  pause: vi.fn(),
  seek: vi.fn(),
  setFrameTitle: vi.fn(),
  destroy: vi.fn(),
}));
const createPlayer = vi.hoisted(() => vi.fn((..._args: unknown[]) => player));
vi.mock('./recording-player', () => ({ createPlayer }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.unstubAllGlobals();
  initI18n('fr');
});

const SUPERVISOR = { ...SESSION, operator: { ...SESSION.operator, role: 'supervisor' as const } };
const RECORDING_ID = '0b7f5a52-6a0c-4d3e-9d55-3a0f2c1a9b11';
const summary = {
  id: RECORDING_ID,
  started_at: '2026-11-20T09:00:00.000Z',
  last_event_at: '2026-11-20T09:04:05.000Z',
  duration_ms: 245_000,
  pages: ['/', '/signup'],
  event_count: 312,
  error_count: 2,
};
const events = [
  { type: 4, timestamp: 1, data: { width: 1366, height: 900, href: 'http://web/' } },
  { type: 2, timestamp: 2, data: { node: { type: 0, id: 1, childNodes: [] }, initialOffset: {} } },
];

describe('the session recordings list', () => {
  it('shows a supervisor the recordings with their duration, pages and errors, by date and by page', async () => {
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SUPERVISOR };
      if (route(call) === 'GET /backoffice/analytics/recordings') {
        const page = Number(call.url.searchParams.get('page') ?? 1);
        return { body: { items: [summary], page, page_size: 20, has_more: page === 1 } };
      }
      return undefined;
    });
    renderApp('/cases');
    await userEvent.click(await screen.findByRole('link', { name: 'Enregistrements de sessions' }));
    const link = await screen.findByRole('link', { name: /Regarder l'enregistrement du 20\/11\/2026/ });
    expect(link).toHaveAttribute('href', `/recordings/${RECORDING_ID}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '4 min 05 s' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '/, /signup' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('2');

    await userEvent.type(screen.getByLabelText('Commencés à partir du'), '2026-11-19');
    await userEvent.type(screen.getByLabelText("Commencés jusqu'au"), '2026-11-21');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => {
      const last = api.calls.at(-1);
      expect(last?.url.searchParams.get('from')).toBe('2026-11-19');
      expect(last?.url.searchParams.get('to')).toBe('2026-11-21');
    });

    const pager = screen.getByRole('navigation', { name: 'Pages des enregistrements' });
    expect(within(pager).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    const last = api.calls.at(-1);
    expect(last?.url.searchParams.get('page')).toBe('2');
    expect(last?.url.searchParams.get('from')).toBe('2026-11-19');
    expect(within(pager).getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });

  it('is neither offered nor reachable for a reviewer', async () => {
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases')
        return {
          body: { items: [], total: 0, capped: false, page: 1, page_size: 20, sla_working_days: 5 },
        };
      return undefined;
    });
    renderApp('/recordings');
    expect(await screen.findByRole('heading', { name: "Dossiers d'ouverture" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enregistrements de sessions' })).toBeNull();
    expect(api.calls.some((call) => call.url.pathname.includes('/analytics/'))).toBe(false);
  });
});

describe('a recording’s replay', () => {
  it('reads the recording once and drives the replayer: play and pause by keyboard, the position slider', async () => {
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SUPERVISOR };
      if (route(call) === `GET /backoffice/analytics/recordings/${RECORDING_ID}`)
        return { body: { ...summary, events } };
      return undefined;
    });
    renderApp(`/recordings/${RECORDING_ID}`);
    expect(
      await screen.findByRole('heading', { name: /Enregistrement du 20\/11\/2026/ }),
    ).toBeInTheDocument();
    expect(screen.getByText("Votre visionnage est inscrit au journal d'audit.")).toBeInTheDocument();
    await waitFor(() => expect(createPlayer).toHaveBeenCalledTimes(1));
    expect(createPlayer.mock.calls[0]?.[1]).toEqual(events);

    const play = screen.getByRole('button', { name: 'Lire' });
    play.focus();
    await userEvent.keyboard('{Enter}');
    expect(player.play).toHaveBeenCalledWith(0);
    await userEvent.keyboard('{Enter}');
    expect(player.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Lire' })).toHaveFocus();

    const position = screen.getByRole('slider', { name: "Position dans l'enregistrement" });
    expect(position).toHaveAttribute('aria-valuetext', '0 s sur 42 s');
    // A native range: the browser moves it with the arrow keys (jsdom does not), then it changes.
    fireEvent.change(position, { target: { value: '1000' } });
    expect(player.seek).toHaveBeenCalledWith(1000);
    expect(position).toHaveAttribute('aria-valuetext', '1 s sur 42 s');

    const reads = api.calls.filter((call) => call.url.pathname.endsWith(RECORDING_ID));
    expect(reads).toHaveLength(1);
  });

  it('goes on playing where it was when the operator changes language, its frame named in the new one', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SUPERVISOR };
      if (route(call) === `GET /backoffice/analytics/recordings/${RECORDING_ID}`)
        return { body: { ...summary, events } };
      return undefined;
    });
    renderApp(`/recordings/${RECORDING_ID}`);
    await waitFor(() => expect(player.setFrameTitle).toHaveBeenLastCalledWith('Page du visiteur, rejouée'));
    await userEvent.click(screen.getByRole('button', { name: 'Lire' }));
    expect(player.play).toHaveBeenCalledWith(0);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'English');
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(player.setFrameTitle).toHaveBeenLastCalledWith("The visitor's page, replayed");
    // The same replayer: not drawn again from the start, nor left still behind a "Pause" button.
    expect(createPlayer).toHaveBeenCalledTimes(1);
    expect(player.destroy).not.toHaveBeenCalled();
  });

  it('says so when the recording holds no page to replay', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SUPERVISOR };
      if (route(call) === `GET /backoffice/analytics/recordings/${RECORDING_ID}`)
        return { body: { ...summary, events: [events[0]] } };
      return undefined;
    });
    renderApp(`/recordings/${RECORDING_ID}`);
    expect(
      await screen.findByText('Cet enregistrement ne contient aucune page à rejouer.'),
    ).toBeInTheDocument();
    expect(createPlayer).not.toHaveBeenCalled();
  });
});
