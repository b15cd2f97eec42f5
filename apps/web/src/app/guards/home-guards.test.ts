import { describe, expect, it } from 'vitest';
import { emptyProgress } from '../../lib/progress';
import {
  guardHome,
  guardSignupRequestFeature,
  guardSignupRequestUuid,
  shouldResetOnHome,
} from './home-guards';

describe('home guards', () => {
  it('forced login without a signup-request parameter goes to login', () => {
    const features = { forcedLogin: true, signupRequest: true };
    expect(guardHome(new URLSearchParams(), features)).toEqual({ redirect: '/login' });
    expect(guardHome(new URLSearchParams('signup-request=abc'), features)).toBeNull();
    expect(guardHome(new URLSearchParams(), { forcedLogin: false, signupRequest: true })).toBeNull();
  });

  it('login and the request list exist only with the signup-request feature', () => {
    expect(guardSignupRequestFeature({ signupRequest: false })).toEqual({ redirect: '/' });
    expect(guardSignupRequestFeature({ signupRequest: true })).toBeNull();
  });

  it('resets stored data when the stored user already finished', () => {
    const done = { ...emptyProgress(), user: { token: 't', complete: true } };
    expect(shouldResetOnHome(done)).toBe(true);
    expect(shouldResetOnHome(emptyProgress())).toBe(false);
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
