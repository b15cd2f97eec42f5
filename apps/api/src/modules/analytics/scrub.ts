import type { FrontendError, RecordedEvent } from '@app/domain';

/**
 * The server's own masking of what the analytics keep, behind the browser's (which masks every
 * input and the marked elements, but is not to be trusted): account numbers, e-mail addresses
 * and phone numbers become "*" of the same length wherever they are written, and page addresses
 * lose their query string and fragment (a token, an e-mail address). The patterns are bounded,
 * so a long text is read in one pass.
 */

/**
 * An e-mail address: a local part and a domain of dotted labels. Tried only where a local part
 * can start (not inside a word), so a long word is read once, not once per letter.
 */
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,8}/gu;
/** An IBAN, spaced by fours or not, in any case: country, check digits, then the account. */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]{4}){2,7}(?:[ \u00a0]?[A-Z0-9]{1,4})?\b/gi;
/**
 * Nine digits or more, one space, dot or dash between two at most: an account, card or RIB number,
 * a phone number with its "+". A date (eight digits) or an amount is kept.
 */
const LONG_NUMBER = /\+?\d(?:[ .\-\u00a0\u202f]?\d){8,}/g;
/** An address with a query string or fragment, within a text (a message, a stack): what follows it goes. */
const URL_QUERY = /(\bhttps?:\/\/[^\s?#"'<>]{1,2048})[?#][^\s"'<>]*/g;

const masked = (found: string) => '*'.repeat(found.length);

/** A text with its account numbers, e-mail addresses, phone numbers and addresses' queries taken out. */
export const scrubText = (text: string): string =>
  text.replace(URL_QUERY, '$1').replace(EMAIL, masked).replace(IBAN, masked).replace(LONG_NUMBER, masked);

/** A page address (absolute or a path) without its query string and fragment, then scrubbed. */
export const scrubAddress = (address: string): string => scrubText(address.replace(/[?#].*$/s, ''));

/** rrweb's members that hold an address: the meta event's page, a link's, an image's or a form's target. */
const ADDRESS_KEYS = new Set(['href', 'src', 'action', 'formaction', 'poster']);
/** A serialised style sheet is the page's own, never a visitor's text: its data: fonts must stay whole. */
const UNTOUCHED_KEYS = new Set(['_cssText']);

function scrubValue(value: unknown, key: string | undefined): unknown {
  if (typeof value === 'string') {
    // An inline image or font (data:) is not text.
    if ((key && UNTOUCHED_KEYS.has(key)) || value.startsWith('data:')) return value;
    return key && ADDRESS_KEYS.has(key) ? scrubAddress(value) : scrubText(value);
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, scrubValue(child, name)]));
  return value;
}

/** A recording's events with every text they carry scrubbed; their kinds, times and structure kept. */
export const scrubEvents = (events: readonly RecordedEvent[]): RecordedEvent[] =>
  events.map((event) => scrubValue(event, undefined) as RecordedEvent);

/** A front-end error's texts and addresses scrubbed; its kind and position kept. */
export const scrubError = (report: FrontendError): FrontendError => ({
  ...report,
  page: scrubAddress(report.page),
  message: scrubText(report.message),
  ...(report.source === undefined ? {} : { source: scrubAddress(report.source) }),
  ...(report.stack === undefined ? {} : { stack: scrubText(report.stack) }),
});
