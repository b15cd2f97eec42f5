import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { linkProblemOf } from './link-problem';
import { SignupRequestUnavailable } from './signup-request-api';

describe('why a signup-request link cannot be used', () => {
  it('calls a link cut short (the API cannot read its uuid) unrecognised, like an unknown one', () => {
    const truncated = new ValidationError('Invalid request', { uuid: 'Invalid UUID' });
    expect(linkProblemOf(truncated)).toBe('unknown');
    expect(linkProblemOf(new ApiError(404, 'not_found', 'Not found'))).toBe('unknown');
  });

  it('tells a withdrawn request from a finished one', () => {
    expect(linkProblemOf(new SignupRequestUnavailable('cancelled'))).toBe('withdrawn');
    expect(linkProblemOf(new SignupRequestUnavailable('processing'))).toBe('used');
  });

  it('leaves other failures to the error modal', () => {
    expect(linkProblemOf(new ApiError(500, 'internal', 'Something went wrong'))).toBeNull();
    expect(linkProblemOf(new TypeError('offline'))).toBeNull();
  });
});
