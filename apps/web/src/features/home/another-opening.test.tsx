import type { SignupRequestReply } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProgress } from '../../lib/progress';
import { getProgress, resetProgress, updateProgress } from '../../lib/progress-store';
import { AnotherOpening } from './another-opening';

const start = vi.fn<() => Promise<SignupRequestReply>>();
vi.mock('../../shared/signup-request/signup-request-api', async (original) => ({
  ...(await original<typeof import('../../shared/signup-request/signup-request-api')>()),
  startAnotherOpening: () => start(),
}));

const created: SignupRequestReply = {
  uuid: '0b7c2a4e-1f3d-4c5b-8a6e-9d0f1e2a3b4c',
  type: 'existing_company',
  status: 'processing',
  company_name: null,
  siren: null,
  created_at: 1_795_000_000,
  has_company_data: false,
  last_name: 'Lemaire',
  first_name: 'Aurore',
  phone: null,
  email: null,
  company_id: null,
  opening_status: null,
};

function renderHome() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<AnotherOpening />} />
        <Route path="/signup/company" element={<p>company step</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('starting another opening from the home page', () => {
  beforeEach(() => {
    start.mockReset();
    resetProgress();
    updateProgress(() => ({
      ...emptyProgress(),
      user: { token: 'session-token' },
      company: { id: 'first-company', name: 'Cabinet des Tilleuls' },
      kycAnswered: true,
    }));
  });

  it('opens the new request at an empty company step, the first opening’s company forgotten here', async () => {
    start.mockResolvedValue(created);
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir une autre demande' }));
    expect(await screen.findByText('company step')).toBeInTheDocument();
    const progress = getProgress();
    expect(progress.signupRequest?.uuid).toBe(created.uuid);
    expect(progress.company).toBeNull();
    expect(progress.kycAnswered).toBe(false);
  });

  it('says so when the request could not be started, and keeps the first opening', async () => {
    start.mockRejectedValue(new Error('offline'));
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir une autre demande' }));
    expect(await screen.findByText(/n'a pas pu être ouverte/)).toBeInTheDocument();
    expect(getProgress().company?.id).toBe('first-company');
  });
});
