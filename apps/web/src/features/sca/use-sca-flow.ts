import { SCA_POLLING_INTERVAL_MS, type ScaChallengeStatus, type ScaMethodType } from '@app/domain';
import { type Dispatch, useMemo, useRef } from 'react';
import { ScaCancelledError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { getChallengeStatus } from './api/get-challenge-status';
import { getEnrollInit } from './api/get-enroll-init';
import { getEnrollStatus } from './api/get-enroll-status';
import { getScaTokens } from './api/get-sca-tokens';
import { postChallengeTrigger } from './api/post-challenge-trigger';
import { postChallengeValidate } from './api/post-challenge-validate';
import { postEnrollActivate } from './api/post-enroll-activate';
import { reportingScaFailures } from './report-sca-failures';
import { scaCallFailure } from './sca-errors';
import { type ScaEvent, type ScaFailureReason, type ScaState, selectedToken } from './sca-machine';
import { challengePollAction, codePollAction, enrollPollAction } from './sca-polling';
import { singleFlight } from './single-flight';
import { useIntervalPoll } from './use-interval-poll';

const reasonOf = (status: ScaChallengeStatus | null, message: string): ScaFailureReason =>
  status === 'rejected'
    ? { kind: 'rejected' }
    : status === 'expired'
      ? { kind: 'expired' }
      : { kind: 'server', message };

/** The calls behind the modal's buttons, and the two pollings of spec §4. */
export function useScaFlow(state: ScaState, dispatchEvent: Dispatch<ScaEvent>) {
  const dispatch = useMemo(() => reportingScaFailures(dispatchEvent), [dispatchEvent]);
  const { t } = useTranslation();
  const fallback = t('sca.failed.unknown');
  const failedMessage = t('sca.failedMessage');
  const stateRef = useRef(state);
  stateRef.current = state;

  const actions = useMemo(() => {
    const current = () => stateRef.current;

    const startEnrollment = singleFlight(async (method: ScaMethodType) => {
      try {
        dispatch({ type: 'enroll-started', enrollment: await getEnrollInit(method) });
      } catch (error) {
        // With a method active, adding one needs a verification first; it was closed unfinished.
        const message =
          error instanceof ScaCancelledError ? failedMessage : scaCallFailure(error, fallback).message;
        dispatch({ type: 'request-failed', message });
      }
    });

    /**
     * "Receive a new code" while setting up e-mail or SMS: the same enrolment sends again (the
     * API allows three codes per challenge), so adding a backup needs no second verification;
     * an enrolment that expired or failed starts over.
     */
    const resendEnrollmentCode = singleFlight(async () => {
      const { enrollment } = current();
      if (!enrollment || enrollment.type === 'app') return;
      try {
        await postChallengeTrigger(enrollment.challenge.id);
        dispatch({ type: 'enroll-started', enrollment });
      } catch (error) {
        const failure = scaCallFailure(error, fallback);
        if (failure.kind === 'unusable') await startEnrollment(enrollment.type);
        else dispatch({ type: 'request-failed', message: failure.message });
      }
    });

    const activate = singleFlight(async (code: string) => {
      const { enrollment } = current();
      if (!enrollment) return;
      dispatch({ type: 'request' });
      try {
        const token = await postEnrollActivate(enrollment.id, enrollment.challenge.id, code);
        dispatch({ type: 'enroll-activated', token });
      } catch (error) {
        const failure = scaCallFailure(error, fallback);
        if (failure.kind === 'code') {
          dispatch({ type: 'code-rejected', message: failure.message, attemptsLeft: failure.attemptsLeft });
        } else {
          dispatch({ type: 'request-failed', message: failure.message });
        }
      }
    });

    /** Sends the code or the app request for the chosen method (start, resend, try again). */
    const trigger = singleFlight(async () => {
      const state = current();
      dispatch({ type: 'request' });
      try {
        const challenge = await postChallengeTrigger(state.challenge.id, selectedToken(state)?.id);
        dispatch({ type: 'triggered', challenge, now: Date.now() });
      } catch (error) {
        const failure = scaCallFailure(error, fallback);
        if (failure.kind === 'unusable')
          dispatch({ type: 'failed', reason: reasonOf(failure.status, failure.message) });
        else dispatch({ type: 'request-failed', message: failure.message });
      }
    });

    // Spec §7: a parallel validate call is skipped while one is in flight.
    const validate = singleFlight(async (code?: string) => {
      const state = current();
      if (state.step.name !== 'send-invitation') return;
      dispatch({ type: 'validate' });
      try {
        dispatch({ type: 'validated', challenge: await postChallengeValidate(state.challenge.id, code) });
      } catch (error) {
        const failure = scaCallFailure(error, fallback);
        if (failure.kind === 'code') {
          dispatch({ type: 'code-rejected', message: failure.message, attemptsLeft: failure.attemptsLeft });
        } else if (failure.kind === 'unusable') {
          dispatch({ type: 'failed', reason: reasonOf(failure.status, failure.message) });
        } else {
          dispatch({ type: 'request-failed', message: failure.message });
        }
      }
    });

    return { startEnrollment, resendEnrollmentCode, activate, trigger, validate };
  }, [dispatch, fallback, failedMessage]);

  const { step, enrollment, challenge } = state;
  const waiting = step.name === 'send-invitation';

  useIntervalPoll(
    async () => {
      const latest = await getChallengeStatus(challenge.id);
      const current = stateRef.current;
      if (current.step.name !== 'send-invitation') return;
      if (current.step.method !== 'app') {
        // A code that will never come: say so rather than let the customer wait for it.
        if (!current.busy && codePollAction(latest.status) === 'undelivered')
          dispatch({ type: 'failed', reason: { kind: 'undelivered' } });
        return;
      }
      dispatch({ type: 'status', challenge: latest });
      const next = challengePollAction(latest.status);
      if (next === 'validate') await actions.validate();
      else if (next === 'fail') dispatch({ type: 'failed', reason: reasonOf(latest.status, fallback) });
    },
    SCA_POLLING_INTERVAL_MS,
    waiting && !state.busy,
  );

  // Setting up e-mail or SMS: an enrolment whose code could not be delivered says so at once.
  const awaitingSetupCode = step.name === 'setup-code' && enrollment !== null && !state.error;
  useIntervalPoll(
    async () => {
      if (!enrollment) return;
      const { status } = await getEnrollStatus(enrollment.id);
      const current = stateRef.current;
      if (current.step.name !== 'setup-code' || current.busy || current.enrollment?.id !== enrollment.id)
        return;
      if (codePollAction(status) === 'undelivered')
        dispatch({ type: 'request-failed', message: t('sca.failed.notDelivered') });
    },
    SCA_POLLING_INTERVAL_MS,
    awaitingSetupCode && !state.busy,
  );

  const pairing = step.name === 'setup-app-invitation' && enrollment?.type === 'app' && !state.error;
  useIntervalPoll(
    async () => {
      if (!enrollment) return;
      const { status } = await getEnrollStatus(enrollment.id);
      const next = enrollPollAction(status);
      if (next === 'done') {
        const token = (await getScaTokens()).find((candidate) => candidate.id === enrollment.id);
        if (token) dispatch({ type: 'enroll-activated', token });
      } else if (next === 'fail') {
        dispatch({ type: 'request-failed', message: t('sca.invitation.failed') });
      }
    },
    SCA_POLLING_INTERVAL_MS,
    pairing,
  );

  return actions;
}
