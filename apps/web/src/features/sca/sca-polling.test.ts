import { describe, expect, it } from 'vitest';
import { challengePollAction, codePollAction, enrollPollAction } from './sca-polling';

describe('SCA polling rules (spec §4)', () => {
  it('app challenge: init and triggered wait, accepted validates, anything else fails', () => {
    expect(challengePollAction('init')).toBe('wait');
    expect(challengePollAction('triggered')).toBe('wait');
    expect(challengePollAction('accepted')).toBe('validate');
    for (const status of ['rejected', 'failed', 'expired', 'consumed'] as const) {
      expect(challengePollAction(status)).toBe('fail');
    }
  });

  it('code by e-mail or SMS: only a failed challenge (the code could not be delivered) ends the wait', () => {
    expect(codePollAction('failed')).toBe('undelivered');
    for (const status of ['init', 'triggered', 'accepted', 'expired', 'consumed'] as const) {
      expect(codePollAction(status)).toBe('wait');
    }
  });

  it('enrolment: active is done, init or triggered keeps polling, anything else fails', () => {
    expect(enrollPollAction('active')).toBe('done');
    expect(enrollPollAction('init')).toBe('wait');
    expect(enrollPollAction('triggered')).toBe('wait');
    for (const status of ['expired', 'failed', 'revoked', 'rejected'] as const) {
      expect(enrollPollAction(status)).toBe('fail');
    }
  });
});
