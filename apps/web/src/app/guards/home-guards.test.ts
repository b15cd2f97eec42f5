import { describe, expect, it } from 'vitest';
import { emptyProgress } from '../../lib/progress';
import { guardSignupRequestFeature, guardSignupRequestUuid } from './home-guards';

describe('home guards', () => {
  it('login and the request list exist only with the signup-request feature', () => {
    expect(guardSignupRequestFeature({ signupRequest: false })).toEqual({ redirect: '/' });
    expect(guardSignupRequestFeature({ signupRequest: true })).toBeNull();
  });

  it('sends a different signup-request uuid home with that parameter', () => {
    const stored = { ...emptyProgress(), signupRequest: { uuid: 'same' } };
    expect(guardSignupRequestUuid(new URLSearchParams('signup-request=other'), stored, '/signup')).toEqual({
      redirect: '/?signup-request=other',
      reset: true,
    });
    expect(guardSignupRequestUuid(new URLSearchParams('signup-request=same'), stored, '/signup')).toBeNull();
  });
});
