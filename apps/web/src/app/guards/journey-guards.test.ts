import { describe, expect, it } from 'vitest';
import { emptyProgress, type Progress, type StoredCompany } from '../../lib/progress';
import { guardJourneyRoute, type JourneyGuardContext } from './journey-guards';

const LIMITED = ['ASS', 'AE', 'EI'];

const user = (extra: Partial<NonNullable<Progress['user']>> = {}): Progress['user'] => ({
  token: 'token-1',
  registration_type: 'existing_company',
  identity_card_url: 'https://api/documents/1',
  address_proof_url: 'https://api/documents/2',
  ...extra,
});

const company = (extra: Partial<StoredCompany> = {}): StoredCompany => ({
  id: 'company-1',
  legal_form: { code: 'SELARL', abbreviation: 'SELARL' },
  limited_liability: false,
  siret: '12345678900011',
  documents: { status: true, proof_of_address: true },
  ...extra,
});

function progress(extra: Partial<Progress> = {}): Progress {
  return {
    ...emptyProgress(),
    user: user(),
    company: company(),
    representativeFormSubmitted: true,
    representatives: [{ id: 'r1', is_user: true }],
    ...extra,
  };
}

const guard = (
  route: JourneyGuardContext['route'],
  p: Progress,
  journey: JourneyGuardContext['journey'] = 'signup',
) => guardJourneyRoute({ journey, route, progress: p, limitedLiabilityForms: LIMITED });

describe('account step guards', () => {
  it('sends a visitor with a token from account creation to account proofs', () => {
    expect(guard('account-create', progress())).toEqual({ redirect: '/signup/account/proofs' });
    expect(guard('account-create', emptyProgress())).toBeNull();
  });

  it('needs a token for the user update (else home) and for account proofs (else account creation)', () => {
    expect(guard('user', emptyProgress())).toEqual({ redirect: '/' });
    expect(guard('account-proofs', emptyProgress())).toEqual({ redirect: '/signup' });
    expect(guard('account-proofs', progress())).toBeNull();
  });

  it('sends later steps without a token back to account creation', () => {
    expect(guard('company', emptyProgress(), 'enrollment')).toEqual({ redirect: '/enrollment' });
  });
});

describe('company step guards', () => {
  it('needs both proof URLs before signup company creation', () => {
    const p = progress({ user: user({ address_proof_url: null }) });
    expect(guard('company-create', p)).toEqual({ redirect: '/signup/account/proofs' });
    expect(guard('company-create', progress())).toBeNull();
  });

  it('needs a siret/siren or a CSE before the headquarter choice', () => {
    const none = progress({ company: company({ id: null, siret: null, siren: null }) });
    expect(guard('company-headquarter', none)).toEqual({ redirect: '/signup/company' });
    const cse = progress({
      company: company({ siret: null, legal_form: { code: 'CSE', abbreviation: 'CSE' } }),
    });
    expect(guard('company-headquarter', cse)).toBeNull();
  });

  it('sends kyc, proofs, shareholders and terms back to the company step without a saved company', () => {
    const p = progress({ company: null, user: user({ registration_type: 'new_company' }) });
    for (const route of ['company-kyc', 'company-proofs', 'shareholders', 'terms'] as const) {
      expect(guard(route, p, 'enrollment')).toEqual({ redirect: '/enrollment/company' });
    }
  });
});

describe('shareholders and terms guards', () => {
  it('jumps to terms for limited-liability companies (flag or legal form)', () => {
    const byFlag = progress({ company: company({ limited_liability: true }) });
    expect(guard('shareholders', byFlag)).toEqual({ redirect: '/signup/terms' });
    const byForm = progress({ company: company({ legal_form: { code: 'EI', abbreviation: 'EI' } }) });
    expect(guard('shareholders-create', byForm)).toEqual({ redirect: '/signup/terms' });
  });

  it('lets an association reach the signup representative proofs', () => {
    const association = progress({ company: company({ legal_form: { code: 'ASS', abbreviation: 'ASS' } }) });
    expect(guard('shareholders-proofs', association)).toBeNull();
    const enrollment = { ...association, user: user({ registration_type: 'new_company' }) };
    expect(guard('shareholders-proofs', enrollment, 'enrollment')).toEqual({ redirect: '/enrollment/terms' });
  });

  it('needs the company status and address documents before shareholders', () => {
    const p = progress({ company: company({ documents: { status: true } }) });
    expect(guard('shareholders', p)).toEqual({ redirect: '/signup/company/proofs' });
    // Enrollment reads status_project; a CSE reads gm_minutes instead of proof_of_address.
    const enrollment = progress({
      user: user({ registration_type: 'new_company' }),
      company: company({ documents: { status_project: true, proof_of_address: true } }),
    });
    expect(guard('shareholders', enrollment, 'enrollment')).toBeNull();
    const cse = progress({
      company: company({
        legal_form: { code: 'CSE', abbreviation: 'CSE' },
        documents: { status: true, gm_minutes: true },
      }),
    });
    expect(guard('shareholders', cse)).toBeNull();
  });

  it('sends to the first representative form when it was never submitted', () => {
    const p = progress({ representativeFormSubmitted: false });
    expect(guard('shareholders', p)).toEqual({ redirect: '/signup/shareholders/edit/1' });
    expect(guard('shareholders-edit', p)).toBeNull();
  });

  it('sends terms to the representative proofs when there are no representatives', () => {
    expect(guard('terms', progress({ representatives: [] }))).toEqual({
      redirect: '/signup/shareholders/proofs',
    });
    expect(guard('terms', progress())).toBeNull();
    const limited = progress({ representatives: [], company: company({ limited_liability: true }) });
    expect(guard('terms', limited)).toBeNull();
  });
});

describe('success and flow guards', () => {
  it('requires a complete user on success, else terms', () => {
    expect(guard('success', progress())).toEqual({ redirect: '/signup/terms' });
    expect(guard('success', progress({ user: user({ complete: true }) }))).toBeNull();
  });

  it('resets a new_company user entering signup, unless a sole trader', () => {
    const p = progress({ user: user({ registration_type: 'new_company' }) });
    expect(guard('company', p)).toEqual({ redirect: '/signup', reset: true });
    const soleTrader = progress({
      user: user({ registration_type: 'new_company' }),
      company: company({ legal_form: { code: 'EI', abbreviation: 'EI' } }),
    });
    expect(guard('company', soleTrader)).toBeNull();
  });

  it('resets an existing_company user entering enrollment', () => {
    expect(guard('company', progress(), 'enrollment')).toEqual({ redirect: '/enrollment', reset: true });
  });
});

describe('a resumed opening lands where the API says it stopped', () => {
  // What this browser saw of the opening is nothing: the API saved it all in another session.
  const resumedAt = (stepReached: Progress['stepReached']) =>
    progress({
      company: company({ documents: {} }),
      representativeFormSubmitted: false,
      representatives: [],
      stepReached,
    });

  it('shows the terms of an opening the API says reached them, in both journeys', () => {
    expect(guard('terms', resumedAt('terms'))).toBeNull();
    expect(
      guard(
        'terms',
        { ...resumedAt('terms'), user: user({ registration_type: 'new_company' }) },
        'enrollment',
      ),
    ).toBeNull();
  });

  it('shows the representatives list of an opening that reached them', () => {
    expect(guard('shareholders-create', resumedAt('representatives'))).toBeNull();
  });

  it('still sends an opening that stopped at the company to its documents', () => {
    expect(guard('terms', resumedAt('company'))).toEqual({ redirect: '/signup/company/proofs' });
  });
});
