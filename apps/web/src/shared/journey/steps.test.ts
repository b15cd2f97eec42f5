import { describe, expect, it } from 'vitest';
import { emptyProgress, type Progress } from '../../lib/progress';
import { journeySteps, reachedStep, stepStatus } from './steps';

const LIMITED = ['ASS', 'AE', 'EI'];
const selarl = {
  id: 'c1',
  legal_form: { code: 'SELARL', abbreviation: 'SELARL' },
  limited_liability: false,
} as const;

const saved = (extra: Partial<Progress>): Progress => ({
  ...emptyProgress(),
  user: { token: 't', identity_card_url: '/id', address_proof_url: '/home' },
  ...extra,
});

describe('the step an opening has reached, in the browser', () => {
  it('follows what this browser saved', () => {
    expect(reachedStep(saved({ user: { token: 't' } }), 'signup', LIMITED)).toBe('account');
    expect(reachedStep(saved({}), 'signup', LIMITED)).toBe('company');
    expect(
      reachedStep(saved({ company: { ...selarl, documents: { status: true } } }), 'signup', LIMITED),
    ).toBe('company');
    const fileIn = { ...selarl, documents: { status: true, proof_of_address: true } };
    expect(reachedStep(saved({ company: fileIn, kycAnswered: true }), 'signup', LIMITED)).toBe(
      'representatives',
    );
    expect(
      reachedStep(
        saved({ company: { ...fileIn, representatives_certified: true }, kycAnswered: true }),
        'signup',
        LIMITED,
      ),
    ).toBe('terms');
  });

  it('goes as far as the API said on resuming', () => {
    expect(reachedStep(saved({ stepReached: 'terms' }), 'enrollment', LIMITED)).toBe('terms');
  });
});

describe('the step menu marks', () => {
  const steps = journeySteps('signup', selarl, LIMITED);
  const marks = (current: Parameters<typeof stepStatus>[1], reached: Parameters<typeof stepStatus>[2]) =>
    steps.map((step) => stepStatus(step, current, reached));

  it('marks done every step before the one reached, even when the customer goes back', () => {
    expect(marks('company', 'terms')).toEqual(['done', 'current', 'done', 'upcoming']);
    expect(marks('account', 'representatives')).toEqual(['current', 'done', 'upcoming', 'upcoming']);
  });

  it('marks done the steps before the screen shown, as before', () => {
    expect(marks('terms', 'account')).toEqual(['done', 'done', 'done', 'current']);
    expect(marks(null, 'account')).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });
});
