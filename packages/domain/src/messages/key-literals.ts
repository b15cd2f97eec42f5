/** The catalogue's key groups: every key starts with one of them. */
export const MESSAGE_GROUPS = [
  'validation',
  'error',
  'auth',
  'document',
  'sca',
  'email',
  'kyc',
  'deposit',
  'compliance',
] as const;

const KEY_LITERAL = new RegExp(`['"\`]((?:${MESSAGE_GROUPS.join('|')})(?:\\.[a-z0-9_]+)+)['"\`?]`, 'g');

/**
 * The string literals of a source text shaped like catalogue keys ('validation.required',
 * 'validation.amount_min?…'): most messages are typed MessageKeys, but zod messages and 422 field
 * maps are plain strings, so the tests check that each such literal is a key.
 */
export const keyLiteralsIn = (source: string): string[] =>
  [...source.matchAll(KEY_LITERAL)].map((match) => match[1] ?? '');
