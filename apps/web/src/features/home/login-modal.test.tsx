import type { SignupRequestReply, UserReply } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProgress } from '../../lib/progress-store';
import LoginModal from './login-modal';

// The API's replies, stubbed: the login, then the chosen opening's owner and company.
const login = vi.fn<() => Promise<UserReply>>();
vi.mock('../../lib/session', async (original) => ({
  ...(await original<typeof import('../../lib/session')>()),
  loginRequest: () => login(),
}));
const openingCompany = vi.fn();
vi.mock('../../shared/signup-request/signup-request-api', async (original) => ({
  ...(await original<typeof import('../../shared/signup-request/signup-request-api')>()),
  fetchSignupRequestUser: () => Promise.reject(new Error('not needed here')),
  fetchSignupRequestCompany: () => openingCompany(),
}));

const opening = (overrides: Partial<SignupRequestReply>): SignupRequestReply => ({
  uuid: crypto.randomUUID(),
  type: 'existing_company',
  status: 'processing',
  company_name: 'Cabinet du Port',
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

const account = (signupRequest: SignupRequestReply): UserReply => ({
  uuid: 'user-1',
  token: 'session-token',
  gender: 2,
  first_name: 'Aurore',
  last_name: 'Lemaire',
  email: 'aurore.lemaire@example.test',
  phone: '+33 6 12 34 56 78',
  nationality: 'FR',
  registration_type: signupRequest.type,
  voucher: null,
  email_sponsor: null,
  identity_card_url: null,
  address_proof_url: null,
  complete: signupRequest.status === 'completed',
  completed: signupRequest.status === 'completed',
  sca: { configured: true, methods: ['email'] },
  signup_request: [signupRequest],
});

/** The screens a login may land on, each saying which it is. */
function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LoginModal onClose={() => undefined} />} />
        <Route path="/signup/application" element={<p>signup application</p>} />
        <Route path="/enrollment/application" element={<p>enrollment application</p>} />
        <Route path="/signup/terms" element={<p>signup terms step</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function logIn() {
  await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'aurore.lemaire@example.test');
  await userEvent.type(screen.getByLabelText(/Mot de passe/), 'Kinésithérapie-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('where logging in lands with one opening', () => {
  beforeEach(() => {
    resetProgress();
    login.mockReset();
    openingCompany.mockReset();
  });

  it('a submitted signup: its "Ma demande" page, not the journey', async () => {
    login.mockResolvedValue(
      account(opening({ status: 'completed', company_id: 'c1', opening_status: 'submitted' })),
    );
    openingCompany.mockResolvedValue({ company: null, step_reached: 'terms' });
    renderLogin();
    await logIn();
    expect(await screen.findByText('signup application')).toBeInTheDocument();
  });

  it('a submitted enrollment: the enrollment application page', async () => {
    login.mockResolvedValue(
      account(
        opening({
          type: 'new_company',
          status: 'completed',
          company_id: 'c2',
          opening_status: 'capital_deposit',
        }),
      ),
    );
    openingCompany.mockResolvedValue({ company: null, step_reached: 'terms' });
    renderLogin();
    await logIn();
    expect(await screen.findByText('enrollment application')).toBeInTheDocument();
  });

  it('an opening still in the journey: the step where the customer stopped', async () => {
    login.mockResolvedValue(account(opening({ company_id: 'c3', opening_status: 'journey_in_progress' })));
    openingCompany.mockResolvedValue({ company: null, step_reached: 'terms' });
    renderLogin();
    await logIn();
    expect(await screen.findByText('signup terms step')).toBeInTheDocument();
  });
});
