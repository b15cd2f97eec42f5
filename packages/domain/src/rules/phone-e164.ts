/**
 * Phone numbers in the international E.164 form ("+33612345678") that an SMS provider needs,
 * from what the customer typed and the product keeps for display ("06 12 34 56 78",
 * "+33 6 12 34 56 78"). Apart from phone.ts so that the numbering plans (libphonenumber-js) load
 * only where an SMS is sent, never in the web app's first screen.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY } from '../constants/limits';

/**
 * The E.164 form of `phone`, read in `country`'s plan when it has no "+" prefix (France by
 * default); null when it is not a possible number there (too short, unknown prefix).
 */
export function toE164(phone: string, country: string = DEFAULT_COUNTRY): string | null {
  const defaultCountry = isSupportedCountry(country) ? country : DEFAULT_COUNTRY;
  const parsed = parsePhoneNumberFromString(phone.trim(), { defaultCountry: defaultCountry as 'FR' });
  return parsed?.isPossible() ? parsed.number : null;
}
