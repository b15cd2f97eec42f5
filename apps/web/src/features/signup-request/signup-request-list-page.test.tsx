import type { SignupRequestReply, UserReply } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProgress } from '../../lib/progress';
import { resetProgress, updateProgress } from '../../lib/progress-store';
import SignupRequestListPage from './signup-request-list-page';

const resume = vi.fn();
vi.mock('../../shared/signup-request/use-resume-request', () => ({ useResumeRequest: () => resume }));
const currentUser = vi.fn<() => Promise<Pick<UserReply, 'signup_request'>>>();
vi.mock('../../lib/session', async (original) => ({
  ...(await original<typeof import('../../lib/session')>()),
  fetchCurrentUser: () => currentUser(),
}));

const opening = (overrides: Partial<SignupRequestReply>): SignupRequestReply => ({
  uuid: crypto.randomUUID(),
  type: 'existing_company',
  status: 'processing',
  company_name: null,
  siren: null,
  created_at: Date.parse('2026-11-20T10:00:00Z') / 1000,
  has_company_data: false,
  last_name: 'Lemaire',
  first_name: 'Aurore',
  phone: null,
  email: null,
  company_id: null,
  opening_status: null,
  ...overrides,
});

function renderList() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignupRequestListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the list of a person’s openings', () => {
  beforeEach(() => {
    resume.mockReset();
    resetProgress();
    updateProgress(() => ({ ...emptyProgress(), user: { token: 'session-token' } }));
  });

  it('names each company (or "Non renseigné"), its SIREN and start date, and resumes the one chosen', async () => {
    const tilleuls = opening({ company_name: 'Cabinet des Tilleuls', siren: '123456789', company_id: 'c1' });
    const unnamed = opening({});
    currentUser.mockResolvedValue({ signup_request: [tilleuls, unnamed] });
    renderList();
    expect(await screen.findByText('Cabinet des Tilleuls')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plusieurs entités trouvées' })).toBeInTheDocument();
    expect(screen.getByText(/123456789/)).toBeInTheDocument();
    expect(screen.getByText('Non renseigné')).toBeInTheDocument();
    expect(screen.getAllByText(/Initiée le 20 nov\.? 2026/)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Reprendre – Non renseigné' }));
    expect(resume).toHaveBeenCalledWith(unnamed);
    // The button of a named opening says whose application it continues.
    await userEvent.click(
      screen.getByRole('button', { name: 'Reprendre la demande de Cabinet des Tilleuls' }),
    );
    expect(resume).toHaveBeenCalledWith(tilleuls);
  });

  it('shows a submitted opening with its status and leads to its application, not to the journey', async () => {
    const submitted = opening({
      company_name: 'Kiné du Port',
      status: 'completed',
      company_id: 'c2',
      opening_status: 'submitted',
    });
    const cancelled = opening({ company_name: 'Ancien cabinet', status: 'cancelled' });
    currentUser.mockResolvedValue({
      signup_request: [opening({ company_name: 'Cabinet A' }), submitted, cancelled],
    });
    renderList();
    expect(await screen.findByText('Kiné du Port')).toBeInTheDocument();
    expect(screen.getByText('Reçue')).toBeInTheDocument();
    expect(screen.queryByText('Ancien cabinet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Voir ma demande – Kiné du Port' }));
    expect(resume).toHaveBeenCalledWith(submitted);
  });

  it("says each opening's own status from the API, never one fixed text", async () => {
    currentUser.mockResolvedValue({
      signup_request: [
        opening({
          company_name: 'Cabinet ouvert',
          status: 'completed',
          company_id: 'c3',
          opening_status: 'open',
        }),
        opening({
          company_name: 'Cabinet clos',
          status: 'completed',
          company_id: 'c4',
          opening_status: 'closed',
        }),
      ],
    });
    renderList();
    expect(await screen.findByText('Votre compte est ouvert')).toBeInTheDocument();
    expect(screen.getByText('Votre compte est clôturé')).toBeInTheDocument();
    expect(screen.queryByText(/la banque l'étudie/)).toBeNull();
  });
});
