import { describe, expect, it } from 'vitest';
import {
  backupMethods,
  initialScaState,
  type ScaEvent,
  type ScaState,
  scaReducer,
  stepKey,
} from './sca-machine';
import { challenge, scaRequired, token, triggered } from './sca-test-data';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const run = (state: ScaState, ...events: ScaEvent[]) => events.reduce(scaReducer, state);

const email = token();
const app = token({
  id: 'tok-app',
  type: 'app',
  description: 'iPhone de Camille',
  last_used_at: '2026-11-21T09:00:00.000Z',
});

describe('SCA modal state machine (spec §4)', () => {
  it('starts with the setup when the user has no method', () => {
    const state = initialScaState(scaRequired({ setup_required: true, tokens: [] }));
    expect(stepKey(state.step)).toBe('setup-choice');
  });

  it('starts with {type}-start-validation of the method used last', () => {
    const state = initialScaState(scaRequired({ tokens: [email, app] }));
    expect(stepKey(state.step)).toBe('app-start-validation');
    expect(state.tokenId).toBe('tok-app');
  });

  it('goes start-validation -> send-invitation -> success', () => {
    const start = initialScaState(scaRequired());
    const sent = run(
      start,
      { type: 'request' },
      { type: 'triggered', challenge: triggered(email), now: NOW },
    );
    expect(stepKey(sent.step)).toBe('email-send-invitation');
    expect(sent.deadline).toBe(NOW + 120_000);
    const done = run(
      sent,
      { type: 'validate' },
      { type: 'validated', challenge: triggered(email, { status: 'accepted' }) },
    );
    expect(stepKey(done.step)).toBe('success');
  });

  it('skips a second validate while one is in flight', () => {
    const sent = run(initialScaState(scaRequired()), {
      type: 'triggered',
      challenge: triggered(email),
      now: NOW,
    });
    const validating = scaReducer(sent, { type: 'validate' });
    expect(validating.busy).toBe(true);
    expect(scaReducer(validating, { type: 'validate' })).toBe(validating);
  });

  it('keeps the code step on a wrong code while attempts are left, fails when none are', () => {
    const sent = run(initialScaState(scaRequired()), {
      type: 'triggered',
      challenge: triggered(email),
      now: NOW,
    });
    const wrong = run(
      sent,
      { type: 'validate' },
      { type: 'code-rejected', message: 'Le code est incorrect.', attemptsLeft: 3 },
    );
    expect(stepKey(wrong.step)).toBe('email-send-invitation');
    expect(wrong.error).toBe('Le code est incorrect.');
    expect(wrong.attemptsLeft).toBe(3);
    expect(wrong.busy).toBe(false);
    const last = run(
      wrong,
      { type: 'validate' },
      { type: 'code-rejected', message: 'Trop de codes erronés.', attemptsLeft: 0 },
    );
    expect(stepKey(last.step)).toBe('email-validation-failed');
    expect(last.reason).toEqual({ kind: 'server', message: 'Trop de codes erronés.' });
  });

  it('fails when the countdown ends, and try again goes back to send-invitation', () => {
    const sent = run(initialScaState(scaRequired()), {
      type: 'triggered',
      challenge: triggered(email),
      now: NOW,
    });
    const ended = scaReducer(sent, { type: 'countdown-ended' });
    expect(stepKey(ended.step)).toBe('email-validation-failed');
    expect(ended.reason).toEqual({ kind: 'expired' });
    expect(ended.deadline).toBeNull();
    const again = run(
      ended,
      { type: 'request' },
      { type: 'triggered', challenge: triggered(email), now: NOW + 5000 },
    );
    expect(stepKey(again.step)).toBe('email-send-invitation');
    expect(again.reason).toBeNull();
    expect(again.deadline).toBe(NOW + 125_000);
  });

  it('ignores the end of a countdown that no longer runs (after success, or while validating)', () => {
    const sent = run(initialScaState(scaRequired()), {
      type: 'triggered',
      challenge: triggered(email),
      now: NOW,
    });
    const done = run(sent, { type: 'validated', challenge: triggered(email, { status: 'accepted' }) });
    expect(scaReducer(done, { type: 'countdown-ended' })).toBe(done);
    const validating = scaReducer(sent, { type: 'validate' });
    expect(stepKey(scaReducer(validating, { type: 'countdown-ended' }).step)).toBe('email-send-invitation');
  });

  it('reaches the challenges list by "use another method" and starts the chosen one', () => {
    const state = initialScaState(scaRequired({ tokens: [email, app] }));
    const list = scaReducer(state, { type: 'use-another-method' });
    expect(stepKey(list.step)).toBe('challenges-list');
    const chosen = scaReducer(list, { type: 'choose-token', tokenId: 'tok-email' });
    expect(stepKey(chosen.step)).toBe('email-start-validation');
    expect(chosen.tokenId).toBe('tok-email');
  });

  it('an app refusal is a failure with its reason', () => {
    const sent = run(initialScaState(scaRequired({ tokens: [app] })), {
      type: 'triggered',
      challenge: triggered(app),
      now: NOW,
    });
    const refused = scaReducer(sent, { type: 'failed', reason: { kind: 'rejected' } });
    expect(stepKey(refused.step)).toBe('app-validation-failed');
  });

  it('setup by e-mail: choice -> code -> done (backup recommended) -> start-validation', () => {
    let state = initialScaState(scaRequired({ setup_required: true, tokens: [] }));
    state = scaReducer(state, { type: 'setup-method', method: 'email' });
    expect(state.busy).toBe(true);
    state = scaReducer(state, {
      type: 'enroll-started',
      enrollment: {
        id: 'tok-new',
        type: 'email',
        description: 'c***e@example.fr',
        ttl: 120,
        challenge: { id: 'en-1' },
        activated: null,
      },
    });
    expect(stepKey(state.step)).toBe('setup-code');
    state = scaReducer(state, { type: 'enroll-activated', token: token({ id: 'tok-new' }) });
    expect(stepKey(state.step)).toBe('setup-done');
    expect(state.configured).toEqual(['email']);
    const backup = scaReducer(state, { type: 'add-backup' });
    expect(stepKey(backup.step)).toBe('setup-choice');
    state = scaReducer(state, { type: 'setup-continue' });
    expect(stepKey(state.step)).toBe('email-start-validation');
    expect(state.tokenId).toBe('tok-new');
  });

  it('setup by app: has the app? no -> install -> invitation; yes -> invitation', () => {
    const start = scaReducer(initialScaState(scaRequired({ setup_required: true, tokens: [] })), {
      type: 'setup-method',
      method: 'app',
    });
    expect(stepKey(start.step)).toBe('setup-has-app');
    expect(stepKey(scaReducer(start, { type: 'has-app', answer: true }).step)).toBe('setup-app-invitation');
    const install = scaReducer(start, { type: 'has-app', answer: false });
    expect(stepKey(install.step)).toBe('setup-install-app');
    expect(stepKey(scaReducer(install, { type: 'app-installed' }).step)).toBe('setup-app-invitation');
    expect(stepKey(scaReducer(install, { type: 'back' }).step)).toBe('setup-has-app');
  });

  it('a new method of a type replaces the active one of that type', () => {
    const state = initialScaState(scaRequired({ tokens: [email] }));
    const next = scaReducer(state, { type: 'enroll-activated', token: token({ id: 'tok-email-2' }) });
    expect(next.tokens.map((item) => item.id)).toEqual(['tok-email-2']);
  });

  it('a newly paired phone is added next to the phones already paired, as the API keeps each device', () => {
    const pixel = token({ id: 'tok-app-2', type: 'app', description: 'Pixel de Camille' });
    const state = initialScaState(scaRequired({ tokens: [email, app] }));
    const next = scaReducer(state, { type: 'enroll-activated', token: pixel });
    expect(next.tokens.map((item) => item.id)).toEqual(['tok-email', 'tok-app', 'tok-app-2']);
    expect(next.tokenId).toBe('tok-app-2');
    // The same device reported twice (two polls) is listed once.
    const twice = scaReducer(next, { type: 'enroll-activated', token: pixel });
    expect(twice.tokens.map((item) => item.id)).toEqual(['tok-email', 'tok-app', 'tok-app-2']);
  });

  it('another phone can always be added as a backup; e-mail and SMS only when not active', () => {
    const state = initialScaState(scaRequired({ tokens: [email, app] }));
    expect(backupMethods(state, ['app', 'email', 'sms'])).toEqual(['app', 'sms']);
  });

  it('the new challenge of a try again starts with the method of the failed one', () => {
    const sms = token({ id: 'tok-sms', type: 'sms', last_used_at: null });
    const used = token({ last_used_at: '2026-11-22T09:00:00.000Z' });
    const state = initialScaState(scaRequired({ tokens: [used, sms] }), 'tok-sms');
    expect(stepKey(state.step)).toBe('sms-start-validation');
    expect(state.tokenId).toBe('tok-sms');
    // An unknown or revoked method falls back to the preferred one.
    expect(initialScaState(scaRequired({ tokens: [used, sms] }), 'tok-gone').tokenId).toBe('tok-email');
  });

  it('ignores the statuses of other states (a late poll answer changes only the challenge)', () => {
    const state = initialScaState(scaRequired());
    const next = scaReducer(state, { type: 'status', challenge: challenge({ status: 'triggered' }) });
    expect(next.step).toEqual(state.step);
    expect(next.challenge.status).toBe('triggered');
  });
});
