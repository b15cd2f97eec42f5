import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyProgress, type Progress, type StoredCompany } from '../lib/progress';
import { getProgress, resetProgress, updateProgress } from '../lib/progress-store';
import { routes } from './router';

// Spec §2.3 through the app's own route table: the URL a user lands on after typing an address
// (or following a link) with what the browser has stored of the opening.

const company = (extra: Partial<StoredCompany> = {}): StoredCompany => ({
  id: 'company-1',
  legal_form: { code: 'SELARL', abbreviation: 'SELARL' },
  limited_liability: false,
  siret: '59180944700038',
  documents: { status: true, proof_of_address: true },
  ...extra,
});

/** An opening of an existing practice, signed in, up to the representatives step. */
const opening = (extra: Partial<Progress> = {}): Progress => ({
  ...emptyProgress(),
  journey: 'signup',
  user: {
    token: 'token-1',
    registration_type: 'existing_company',
    identity_card_url: 'uploaded',
    address_proof_url: 'uploaded',
  },
  company: company(),
  kycAnswered: true,
  representativeFormSubmitted: true,
  representatives: [{ id: 'r1', is_user: true }],
  ...extra,
});

/** Where the app ends up when `url` is opened with `stored` in the browser. */
async function land(url: string, stored: Progress | null): Promise<string> {
  if (stored) updateProgress(() => stored);
  else resetProgress();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

afterEach(() => resetProgress());

describe('journey guards of the router (spec §2.3)', () => {
  it('the account steps need an account: update goes home, proofs go to account creation', async () => {
    expect(await land('/signup/user', null)).toBe('/');
    expect(await land('/signup/account/proofs', null)).toBe('/signup');
    expect(await land('/signup/company', null)).toBe('/signup');
  });

  it('account creation with an account already made goes to its proofs', async () => {
    expect(await land('/signup', opening())).toBe('/signup/account/proofs');
  });

  it('the steps after the company need a saved company', async () => {
    const noCompany = opening({ company: null, kycAnswered: false });
    for (const step of ['company/kyc', 'company/proofs', 'shareholders', 'terms']) {
      expect(await land(`/signup/${step}`, noCompany), step).toBe('/signup/company');
    }
  });

  it('company creation needs both account proofs', async () => {
    const withoutProofs = opening({
      company: null,
      user: { token: 'token-1', registration_type: 'existing_company' },
    });
    expect(await land('/signup/company/create', withoutProofs)).toBe('/signup/account/proofs');
  });

  it('the representatives need the company statutes and proof of address', async () => {
    const missing = opening({ company: company({ documents: { status: true } }) });
    expect(await land('/signup/shareholders', missing)).toBe('/signup/company/proofs');
  });

  it("the user's own representative form comes first", async () => {
    const notSubmitted = opening({ representativeFormSubmitted: false });
    expect(await land('/signup/shareholders', notSubmitted)).toBe('/signup/shareholders/edit/1');
    expect(await land('/signup/terms', notSubmitted)).toBe('/signup/shareholders/edit/1');
  });

  it('terms without representatives go to the representatives proofs', async () => {
    expect(await land('/signup/terms', opening({ representatives: [] }))).toBe('/signup/shareholders/proofs');
  });

  it('a limited-liability form skips the representatives step', async () => {
    const soleTrader = opening({
      company: company({ legal_form: { code: 'EI', abbreviation: 'EI' }, limited_liability: true }),
    });
    expect(await land('/signup/shareholders', soleTrader)).toBe('/signup/terms');
    expect(await land('/signup/shareholders/owner', soleTrader)).toBe('/signup/terms');
  });

  it('success needs a finished opening', async () => {
    expect(await land('/signup/success', opening())).toBe('/signup/terms');
  });

  it('a user of the other journey is sent to the start of the right one, with the stored data reset', async () => {
    expect(await land('/enrollment/company', opening())).toBe('/enrollment');
    expect(getProgress().user).toBeNull();
  });

  it('a screen the guards allow is shown where it was asked', async () => {
    expect(await land('/signup/shareholders', opening())).toBe('/signup/shareholders');
    expect(await land('/signup/terms', opening())).toBe('/signup/terms');
  });
});

describe('signup-request guard', () => {
  it('another signup request than the stored one goes home with it, and the stored data is reset', async () => {
    const stored = opening({ signupRequest: { uuid: 'request-old', type: 'existing_company' } });
    expect(await land('/signup?signup-request=request-new', stored)).toBe('/?signup-request=request-new');
    expect(getProgress().user).toBeNull();
  });

  it('another signup request on a deep link also goes home with it, whatever the step would say', async () => {
    const stored = opening({ signupRequest: { uuid: 'request-old', type: 'existing_company' } });
    expect(await land('/signup/shareholders?signup-request=request-new', stored)).toBe(
      '/?signup-request=request-new',
    );
    expect(getProgress().user).toBeNull();
    expect(await land('/signup/user?signup-request=request-other', opening())).toBe(
      '/?signup-request=request-other',
    );
  });

  it('the same signup request goes on', async () => {
    const stored = opening({ signupRequest: { uuid: 'request-1', type: 'existing_company' } });
    expect(await land('/signup/shareholders?signup-request=request-1', stored)).toBe(
      '/signup/shareholders?signup-request=request-1',
    );
  });
});
