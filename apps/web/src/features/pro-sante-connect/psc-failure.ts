import { isApiError } from '../../lib/api-errors';

/** The API's refusal in the customer's language (409, 503), else the page's own words. */
export const failureText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.status >= 400 && error.message ? error.message : fallback;
