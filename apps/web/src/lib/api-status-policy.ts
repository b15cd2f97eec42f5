import { API_HEADERS, HTTP_STATUS } from '@app/domain';
import {
  ApiError,
  ReconnectCancelledError,
  RedirectedError,
  ScaCancelledError,
  ValidationError,
} from './api-errors';
import { errorFromResponse } from './api-reply';
import { clientSettings } from './api-settings';
import { clearAppCheckToken } from './app-check';

/**
 * What the API's answers mean to every call (spec §7), whatever carries it (JSON or a multipart
 * upload): 302 leaves for the url, 399 opens the strong-authentication modal and retries once
 * validated, 401 opens the reconnect modal and retries, 422 rejects with the fields for the form,
 * and any other failure opens the generic error modal unless the call shows its own.
 */

/** What a call says about its failures. */
export interface FailurePolicy {
  /** An authentication call: its 401 is a wrong password, not an expired session. */
  authPath?: boolean;
  /** An anonymous call protected by app-check: a refused token is solved again, once. */
  appCheck?: boolean;
  /** Do not open the generic error modal (the caller shows its own message). */
  suppressErrorModal?: boolean;
}

/** One answer of the API: whether it succeeded, its status and its body. */
export interface Answer {
  ok: boolean;
  status: number;
  body: unknown;
}

/** What the earlier rounds of one call did; each round sends the call again. */
export interface Attempt {
  scaChallenge?: string;
  scaRounds: number;
  reconnected: boolean;
  appCheckRetried: boolean;
}

/** The headers of a round: the challenge the strong authentication validated. */
export const attemptHeaders = (attempt: Attempt): Record<string, string> =>
  attempt.scaChallenge ? { [API_HEADERS.scaChallenge]: attempt.scaChallenge } : {};

/** Opens the generic error modal unless the call shows its own message; gives the error back to throw. */
export function reportFailure(error: ApiError, call: FailurePolicy): ApiError {
  if (!call.suppressErrorModal) clientSettings.errorHandler?.(error);
  return error;
}

/** No answer at all (offline, refused connection). */
export const networkFailure = (call: FailurePolicy): ApiError =>
  reportFailure(new ApiError(0, 'network_error', 'Network error'), call);

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The one member of a 399 the client itself reads, to retry with the challenge it names. */
function challengeId(body: unknown): string | undefined {
  const challenge = asRecord(body).challenge;
  if (typeof challenge === 'string') return challenge;
  const id = asRecord(challenge).id;
  return typeof id === 'string' ? id : undefined;
}

// One reconnect modal for every call that got a 401 at the same time.
let reconnecting: Promise<void> | null = null;
function reconnectOnce(): Promise<void> {
  const handler = clientSettings.reconnectHandler;
  if (!handler) return Promise.reject(new ReconnectCancelledError());
  reconnecting ??= handler().finally(() => {
    reconnecting = null;
  });
  return reconnecting;
}

/**
 * 399s answered per call. A retry can meet a new 399 when the user chose "try again" after a
 * failed challenge: the API only gives a fresh challenge with the action itself.
 */
const SCA_MAX_ROUNDS = 3;

/** What one status does: the next attempt to send, or nothing when the answer ends as an error. */
type StatusRule = (answer: Answer, call: FailurePolicy, attempt: Attempt) => Promise<Attempt | undefined>;

const leaveForUrl: StatusRule = async ({ body }) => {
  const url = asRecord(body).url;
  if (typeof url !== 'string') return undefined;
  clientSettings.redirect(url);
  throw new RedirectedError(url);
};

const authenticateStrongly: StatusRule = async ({ body }, _call, attempt) => {
  if (attempt.scaRounds >= SCA_MAX_ROUNDS) return undefined;
  const handler = clientSettings.scaHandler;
  if (!handler) throw new ScaCancelledError(body);
  let validated: string | undefined;
  try {
    validated = await handler(body);
  } catch {
    throw new ScaCancelledError(body);
  }
  return { ...attempt, scaChallenge: validated ?? challengeId(body), scaRounds: attempt.scaRounds + 1 };
};

const reconnect: StatusRule = async (_answer, call, attempt) => {
  if (call.authPath || attempt.reconnected) return undefined;
  await reconnectOnce().catch(() => {
    throw new ReconnectCancelledError();
  });
  return { ...attempt, reconnected: true };
};

/** A refused app-check token (expired, already spent) is solved again, once. */
const solveAppCheckAgain: StatusRule = async ({ body }, call, attempt) => {
  if (!call.appCheck || attempt.appCheckRetried || asRecord(body).code !== 'app_check_failed')
    return undefined;
  clearAppCheckToken();
  return { ...attempt, appCheckRetried: true };
};

const STATUS_RULES: Readonly<Partial<Record<number, StatusRule>>> = {
  [HTTP_STATUS.redirect]: leaveForUrl,
  [HTTP_STATUS.scaRequired]: authenticateStrongly,
  [HTTP_STATUS.unauthenticated]: reconnect,
  403: solveAppCheckAgain,
};

async function failure(answer: Answer, call: FailurePolicy): Promise<ApiError> {
  const error = await errorFromResponse(answer.status, answer.body);
  // 422 and authentication failures are shown by the form itself.
  const shownByForm =
    error instanceof ValidationError || (call.authPath && answer.status === HTTP_STATUS.unauthenticated);
  return shownByForm ? error : reportFailure(error, call);
}

/**
 * Makes one call: `send` sends it once with an attempt's headers; a failed answer does what its
 * status says, and the call is sent again or rejects with the matching error.
 */
export async function callWithStatusPolicy(
  send: (attempt: Attempt) => Promise<Answer>,
  call: FailurePolicy,
): Promise<unknown> {
  let attempt: Attempt = { scaRounds: 0, reconnected: false, appCheckRetried: false };
  for (;;) {
    const answer = await send(attempt);
    if (answer.ok) return answer.body;
    const next = await STATUS_RULES[answer.status]?.(answer, call, attempt);
    if (!next) throw await failure(answer, call);
    attempt = next;
  }
}
