import { describe, expect, it } from 'vitest';
import { emptyProgress } from '../../lib/progress';
import { guardHome, shouldResetOnHome } from './home-guards';

describe('home guards', () => {
  it('forced login without a signup-request parameter goes to login', () => {
    const features = { forcedLogin: true, signupRequest: true };
    expect(guardHome(new URLSearchParams(), features)).toEqual({ redirect: '/login' });
    expect(guardHome(new URLSearchParams('signup-request=abc'), features)).toBeNull();
    expect(guardHome(new URLSearchParams(), { forcedLogin: false, signupRequest: true })).toBeNull();
  });

  it('resets stored data when the stored user already finished', () => {
    const done = { ...emptyProgress(), user: { token: 't', complete: true } };
    expect(shouldResetOnHome(done)).toBe(true);
    expect(shouldResetOnHome(emptyProgress())).toBe(false);
  });
});
