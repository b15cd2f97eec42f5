import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { expectAccessible } from '../test/axe';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('fr');
});

const NATIONAL = 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef1234';
const EU = '0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c';

const run = (overrides: Record<string, unknown> = {}) => ({
  id: 'run-2',
  versions: [NATIONAL, EU],
  started_at: '2026-11-27T22:00:00.000Z',
  done: 41_500,
  total: 110_000,
  hits: 3,
  finished_at: null,
  ...overrides,
});

function dashboardWith(runs: unknown[]) {
  fakeApi((call) => {
    if (route(call) === 'GET /backoffice/session') return { body: SESSION };
    if (route(call) === 'GET /backoffice/dashboard')
      return {
        body: {
          from: '2026-10-28',
          to: '2026-11-26',
          by_status: [],
          started: 0,
          opened: 0,
          hours_to_open_median: null,
          hours_to_open_p90: null,
          at_risk: [],
        },
      };
    if (route(call) === 'GET /backoffice/screening/runs') return { body: runs };
    return undefined;
  });
  renderApp('/dashboard');
}

const figure = async (title: string | RegExp) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('section') as HTMLElement;

describe("the dashboard's screening figure", () => {
  it('shows the latest rescreen still running: the versions, the subjects done of the total, the new hits', async () => {
    dashboardWith([run(), run({ id: 'run-1', done: 110_000, finished_at: '2026-11-20T23:00:00.000Z' })]);
    const section = await figure('Criblage gel des avoirs et sanctions');
    expect(await within(section).findByText(/^41\s500 sur 110\s000$/)).toBeInTheDocument();
    expect(within(section).getByText('En cours')).toBeInTheDocument();
    expect(within(section).getByText('a3f1c2d4e5b6')).toHaveAttribute('title', NATIONAL);
    expect(within(section).getByText('0b9c8d7e6f5a')).toBeInTheDocument();
    const hits = within(section).getByText('Nouvelles alertes').nextElementSibling;
    expect(hits).toHaveTextContent('3');
    await expectAccessible();
  });

  it('says when the latest rescreen finished, in English', async () => {
    changeLanguage('en');
    dashboardWith([run({ done: 110_000, finished_at: '2026-11-28T01:30:00.000Z' })]);
    const section = await figure('Asset-freeze and sanctions screening');
    expect(await within(section).findByText('110,000 of 110,000')).toBeInTheDocument();
    expect(within(section).getByText(/^Finished 28\/11\/2026/)).toBeInTheDocument();
    expect(within(section).queryByText('Running')).toBeNull();
  });

  it('says no rescreen ran yet, in German', async () => {
    changeLanguage('de');
    dashboardWith([]);
    const section = await figure('Prüfung gegen Sanktionslisten');
    expect(await within(section).findByText('Noch keine Prüfung des Bestands.')).toBeInTheDocument();
  });
});
