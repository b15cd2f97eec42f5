import { ApiError } from '../../lib/api-errors';
import type { LinkProblem } from '../journey/link-problems';
import { SignupRequestUnavailable } from './signup-request-api';

/**
 * Why a request's link cannot be used, when the API said so (other failures keep the error
 * modal). A link's only input is its uuid: a link the API cannot read as one (cut short when
 * copied, say) is an unrecognised link, like a uuid it does not know.
 */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (error instanceof SignupRequestUnavailable) return error.status === 'cancelled' ? 'withdrawn' : 'used';
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return 'unknown';
  return null;
}
