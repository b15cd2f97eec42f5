import type { AuditVerifyReply } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../lib/format';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const AUDITOR = { ...SESSION, operator: { ...SESSION.operator, role: 'auditor' as const } };
const CHECKPOINT_AT = '2026-11-28T09:30:00.000Z';

async function checkWith(reply: AuditVerifyReply) {
  fakeApi((call) => {
    if (route(call) === 'GET /backoffice/session') return { body: AUDITOR };
    if (route(call) === 'GET /backoffice/audit/verify') return { body: reply };
    return undefined;
  });
  renderApp('/journal');
  await userEvent.click(await screen.findByRole('button', { name: 'Vérifier le journal' }));
  return screen.findByRole('status');
}

describe('the journal check', () => {
  it('says the journal is intact, how far it is anchored and what is sealed since', async () => {
    const status = await checkWith({
      ok: true,
      checked: 12,
      checkpoints: 3,
      anchor: { sequence: 10, at: CHECKPOINT_AT },
      first_broken: null,
    });
    expect(
      await screen.findByText('Journal intact. Entrées vérifiées : 12. Points de contrôle vérifiés : 3.'),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent(
      `Ancré jusqu'à l'entrée n° 10 par le point de contrôle du ${formatDateTime(CHECKPOINT_AT, 'fr')}. 2 entrées scellées depuis, pas encore ancrées.`,
    );
  });

  it('names entries cut off the end with the checkpoint that tells, in the operator’s words', async () => {
    const status = await checkWith({
      ok: false,
      checked: 7,
      checkpoints: 2,
      anchor: { sequence: 5, at: '2026-11-28T09:00:00.000Z' },
      first_broken: {
        problem: 'entries_cut_off',
        sequence: 8,
        until: 10,
        ends_at: 7,
        line: 2,
        at: CHECKPOINT_AT,
        reason: 'Entries from #8 on were removed: …',
      },
    });
    expect(status).toHaveTextContent(
      `Journal altéré : les entrées à partir du n° 8 ont été retirées : le point de contrôle du ${formatDateTime(CHECKPOINT_AT, 'fr')} (ligne 2 du fichier des points de contrôle) nomme l'entrée n° 10, et le journal s'arrête désormais à l'entrée n° 7.`,
    );
    expect(status).toHaveTextContent('7 entrées vérifiées avant cette constatation.');
    // Entries sealed after the anchor are not counted as such in a broken journal.
    expect(status).not.toHaveTextContent('pas encore ancrée');
  });

  it.each([
    [4, "Journal altéré : l'entrée n° 4 a été retirée du journal."],
    [6, 'Journal altéré : les entrées n° 4 à 6 ont été retirées du journal.'],
  ])('names removed entries by their numbers (up to #%i)', async (until, words) => {
    await checkWith({
      ok: false,
      checked: 3,
      checkpoints: 1,
      anchor: null,
      first_broken: { problem: 'entries_missing', sequence: 4, until, reason: 'Entries were removed.' },
    });
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});
