import {
  SCA_DEFAULT_TTL_SECONDS,
  type ScaChallengeReply,
  type ScaCodelessActivationReason,
  type ScaEnrollmentReply,
  type ScaMethodType,
  type ScaRequiredReply,
  type ScaTokenReply,
} from '@app/domain';

/**
 * The SCA modal as a pure state machine (spec §2.4 setup, §4 validation):
 * setup (when no method is active) then {type}-start-validation -> {type}-send-invitation ->
 * success, or {type}-validation-failed -> try again -> {type}-send-invitation of a new
 * challenge (the modal of the retried call); the challenges-list is reached by "use another method".
 */
export type ScaStep =
  | { name: 'setup-choice' }
  | { name: 'setup-has-app' }
  | { name: 'setup-install-app' }
  | { name: 'setup-app-invitation' }
  | { name: 'setup-code'; method: Exclude<ScaMethodType, 'app'> }
  /** `codeless`: why the method was active without a set-up code (the mailbox Pro Santé Connect verified). */
  | { name: 'setup-done'; method: ScaMethodType; codeless: ScaCodelessActivationReason | null }
  | { name: 'start-validation'; method: ScaMethodType }
  | { name: 'send-invitation'; method: ScaMethodType }
  | { name: 'validation-failed'; method: ScaMethodType }
  | { name: 'challenges-list' }
  | { name: 'success' };

export type ScaStepName = ScaStep['name'];

export interface ScaState {
  step: ScaStep;
  /** The pending challenge of the 399, updated by trigger, status and validate answers. */
  challenge: ScaChallengeReply;
  /** Active methods. */
  tokens: ScaTokenReply[];
  /** The method used to validate the challenge. */
  tokenId: string | null;
  /** The method being set up, and the enrolment in progress. */
  enrollment: ScaEnrollmentReply | null;
  /** Methods set up in this modal (the backup recommendation offers the others). */
  configured: ScaMethodType[];
  /** When the countdown of the triggered challenge ends (ms since epoch). */
  deadline: number | null;
  /** A call is in flight: buttons show it, and a second validate is skipped. */
  busy: boolean;
  /** Message under the current step's input (wrong code, send limit...). */
  error: string | null;
  /** Codes the user may still try for the code in use, once one was wrong. */
  attemptsLeft: number | null;
  /** Why the validation failed (server reason, expiry, refusal). */
  reason: ScaFailureReason | null;
}

export type ScaFailureReason =
  | { kind: 'expired' }
  | { kind: 'rejected' }
  /** The code by e-mail or SMS could not be delivered (invalid number, provider refusal). */
  | { kind: 'undelivered' }
  | { kind: 'server'; message: string }
  | { kind: 'unknown' };

export type ScaEvent =
  | { type: 'setup-method'; method: ScaMethodType }
  | { type: 'has-app'; answer: boolean }
  | { type: 'app-installed' }
  | { type: 'enroll-started'; enrollment: ScaEnrollmentReply }
  | { type: 'enroll-activated'; token: ScaTokenReply }
  | { type: 'add-backup' }
  | { type: 'setup-continue' }
  | { type: 'request' }
  | { type: 'request-failed'; message: string }
  | { type: 'triggered'; challenge: ScaChallengeReply; now: number }
  | { type: 'validate' }
  | { type: 'code-rejected'; message: string; attemptsLeft: number | null }
  | { type: 'validated'; challenge: ScaChallengeReply }
  | { type: 'status'; challenge: ScaChallengeReply }
  | { type: 'failed'; reason: ScaFailureReason }
  | { type: 'countdown-ended' }
  | { type: 'use-another-method' }
  | { type: 'choose-token'; tokenId: string }
  | { type: 'setup-new-method' }
  | { type: 'back' };

/** The spec's name of a step: `{type}-start-validation`, `challenges-list`... */
export function stepKey(step: ScaStep): string {
  switch (step.name) {
    case 'start-validation':
    case 'send-invitation':
    case 'validation-failed':
      return `${step.method}-${step.name}`;
    default:
      return step.name;
  }
}

/** The method offered first: the one used last, else the newest (as the API's trigger does). */
export function preferredToken(tokens: readonly ScaTokenReply[]): ScaTokenReply | undefined {
  return [...tokens].sort(
    (a, b) =>
      (b.last_used_at ?? '').localeCompare(a.last_used_at ?? '') || b.created_at.localeCompare(a.created_at),
  )[0];
}

const activeTokens = (tokens: readonly ScaTokenReply[] | undefined) =>
  (tokens ?? []).filter((token) => token.status === 'active');

/** `resumeTokenId`: the method of a "try again", kept for the new challenge. */
export function initialScaState(body: ScaRequiredReply, resumeTokenId: string | null = null): ScaState {
  const tokens = activeTokens(body.tokens);
  const resumed = tokens.find((token) => token.id === resumeTokenId);
  const token = body.setup_required ? undefined : (resumed ?? preferredToken(tokens));
  return {
    step: token ? { name: 'start-validation', method: token.type } : { name: 'setup-choice' },
    challenge: body.challenge,
    tokens,
    tokenId: token?.id ?? null,
    enrollment: null,
    configured: [],
    deadline: null,
    busy: false,
    error: null,
    attemptsLeft: null,
    reason: null,
  };
}

export function selectedToken(state: ScaState): ScaTokenReply | undefined {
  return state.tokens.find((token) => token.id === state.tokenId);
}

/** Seconds the countdown runs: the challenge's ttl, else the default ttl (spec §9). */
export function countdownSeconds(challenge: Pick<ScaChallengeReply, 'ttl'>): number {
  return challenge.ttl > 0 ? challenge.ttl : SCA_DEFAULT_TTL_SECONDS;
}

const idle = { busy: false, error: null, attemptsLeft: null } as const;

/** A method set up: it joins the active ones and the modal says so. */
function activated(
  state: ScaState,
  token: ScaTokenReply,
  codeless: ScaCodelessActivationReason | null,
): ScaState {
  // As the API does: a new e-mail or SMS method replaces the previous one of its type, while
  // every paired phone stays a method of its own (app per device, spec §6).
  const replaced = (other: ScaTokenReply) =>
    other.id === token.id || (token.type !== 'app' && other.type === token.type);
  return {
    ...state,
    ...idle,
    tokens: [...state.tokens.filter((other) => !replaced(other)), token],
    tokenId: token.id,
    enrollment: null,
    configured: [...new Set([...state.configured, token.type])],
    step: { name: 'setup-done', method: token.type, codeless },
  };
}

function failed(state: ScaState, reason: ScaFailureReason): ScaState {
  const method = selectedToken(state)?.type ?? state.challenge.token?.type;
  if (!method) return { ...state, ...idle, step: { name: 'challenges-list' }, reason };
  return { ...state, ...idle, deadline: null, reason, step: { name: 'validation-failed', method } };
}

export function scaReducer(state: ScaState, event: ScaEvent): ScaState {
  const { step } = state;
  switch (event.type) {
    case 'setup-method':
      if (step.name !== 'setup-choice') return state;
      if (event.method === 'app') return { ...state, ...idle, step: { name: 'setup-has-app' } };
      // E-mail and SMS: the code is sent by the enrolment init, the step changes when it answers.
      return { ...state, busy: true, error: null };

    case 'has-app':
      if (step.name !== 'setup-has-app') return state;
      return {
        ...state,
        ...idle,
        step: event.answer ? { name: 'setup-app-invitation' } : { name: 'setup-install-app' },
      };

    case 'app-installed':
      if (step.name !== 'setup-install-app') return state;
      return { ...state, ...idle, step: { name: 'setup-app-invitation' } };

    case 'enroll-started': {
      const { enrollment } = event;
      // Active at once (the API decided: the mailbox Pro Santé Connect verified): no code step.
      if (enrollment.activated)
        return activated(state, enrollment.activated.token, enrollment.activated.reason);
      if (enrollment.type === 'app') {
        return { ...state, ...idle, enrollment, step: { name: 'setup-app-invitation' } };
      }
      return { ...state, ...idle, enrollment, step: { name: 'setup-code', method: enrollment.type } };
    }

    case 'enroll-activated':
      return activated(state, event.token, null);

    case 'add-backup':
    case 'setup-new-method':
      return { ...state, ...idle, enrollment: null, reason: null, step: { name: 'setup-choice' } };

    case 'setup-continue': {
      const token = selectedToken(state) ?? preferredToken(state.tokens);
      if (!token) return { ...state, ...idle, step: { name: 'setup-choice' } };
      return { ...state, ...idle, tokenId: token.id, step: { name: 'start-validation', method: token.type } };
    }

    case 'request':
      if (state.busy) return state;
      return { ...state, busy: true, error: null, attemptsLeft: null };

    case 'request-failed':
      return { ...state, busy: false, error: event.message };

    case 'triggered': {
      const token = selectedToken(state);
      const method = event.challenge.token?.type ?? token?.type;
      if (!method) return state;
      return {
        ...state,
        ...idle,
        reason: null,
        challenge: event.challenge,
        deadline: event.now + countdownSeconds(event.challenge) * 1000,
        step: { name: 'send-invitation', method },
      };
    }

    case 'validate':
      // Spec §7: a parallel validate call is skipped while one is in flight.
      if (state.busy || step.name !== 'send-invitation') return state;
      return { ...state, busy: true, error: null, attemptsLeft: null };

    case 'code-rejected':
      // No attempt left for this code: the validation failed (a setup simply sends a new code).
      if (event.attemptsLeft === 0 && step.name === 'send-invitation') {
        return failed(state, { kind: 'server', message: event.message });
      }
      return { ...state, busy: false, error: event.message, attemptsLeft: event.attemptsLeft };

    case 'validated':
      return { ...state, ...idle, challenge: event.challenge, deadline: null, step: { name: 'success' } };

    case 'status':
      return { ...state, challenge: event.challenge };

    case 'failed':
      if (step.name === 'success') return state;
      return failed(state, event.reason);

    case 'countdown-ended':
      // Only a running countdown can end: the code or the app request is still awaited.
      if (step.name !== 'send-invitation' || state.busy) return state;
      return failed(state, { kind: 'expired' });

    case 'use-another-method':
      return { ...state, ...idle, deadline: null, step: { name: 'challenges-list' } };

    case 'choose-token': {
      const token = state.tokens.find((candidate) => candidate.id === event.tokenId);
      if (!token) return state;
      return {
        ...state,
        ...idle,
        reason: null,
        tokenId: token.id,
        step: { name: 'start-validation', method: token.type },
      };
    }

    case 'back':
      return back(state);
  }
}

/** The previous screen of the setup (the validation steps have "use another method" instead). */
function back(state: ScaState): ScaState {
  const { step } = state;
  switch (step.name) {
    case 'setup-has-app':
    case 'setup-code':
      return { ...state, ...idle, enrollment: null, step: { name: 'setup-choice' } };
    case 'setup-install-app':
      return { ...state, ...idle, step: { name: 'setup-has-app' } };
    case 'setup-app-invitation':
      return { ...state, ...idle, enrollment: null, step: { name: 'setup-has-app' } };
    case 'setup-choice':
      // Back from the choice of a new method, when one is already active.
      return state.tokens.length > 0 ? { ...state, ...idle, step: { name: 'challenges-list' } } : state;
    default:
      return state;
  }
}

/**
 * Methods still worth offering as a backup: e-mail and SMS not yet active, and the app always
 * (each paired phone is a method of its own, as the API keeps them).
 */
export function backupMethods(
  state: Pick<ScaState, 'tokens'>,
  available: readonly ScaMethodType[],
): ScaMethodType[] {
  const active = new Set(state.tokens.map((token) => token.type));
  return available.filter((method) => method === 'app' || !active.has(method));
}
