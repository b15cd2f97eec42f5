import { type ScaChallengeStatus, ScaChallengeStatusSchema } from '@app/domain';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { translateMessage } from '../../lib/translate-message';

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** What went wrong with an SCA call, in the terms the modal needs. */
export type ScaCallFailure =
  | { kind: 'code'; message: string; attemptsLeft: number | null }
  | { kind: 'unusable'; status: ScaChallengeStatus | null; message: string }
  | { kind: 'other'; message: string };

/**
 * 422 is a wrong or malformed code (fields.code, attempts_left); 409 is a challenge that can
 * no longer be used (status and reason); anything else is shown as the server's message.
 */
export function scaCallFailure(error: unknown, fallback: string): ScaCallFailure {
  if (error instanceof ValidationError) {
    const body = asRecord(error.body);
    const attempts = body.attempts_left;
    const message = error.fields.code ?? Object.values(error.fields)[0] ?? error.message;
    return {
      kind: 'code',
      message: translateMessage(message) || fallback,
      attemptsLeft: typeof attempts === 'number' ? attempts : null,
    };
  }
  if (error instanceof ApiError) {
    const body = asRecord(error.body);
    const message = typeof body.reason === 'string' ? body.reason : error.message;
    if (error.status === 409) {
      const status = ScaChallengeStatusSchema.safeParse(body.status);
      return { kind: 'unusable', status: status.success ? status.data : null, message: message || fallback };
    }
    // Network errors and 5xx carry no message meant for people.
    const readable = error.status >= 400 && error.status < 500 && message && !message.includes('.error');
    return { kind: 'other', message: readable ? message : fallback };
  }
  return { kind: 'other', message: fallback };
}
