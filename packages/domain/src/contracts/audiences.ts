/**
 * Who an operation is for, each reading a document of its own: the customer's web app (and its
 * companion app), the bank's operators, the insurer's systems and the bank's core system.
 */
export const API_AUDIENCES = ['customer', 'backoffice', 'partner', 'bank-feed'] as const;
export type ApiAudience = (typeof API_AUDIENCES)[number];

const AUDIENCE_PREFIXES: readonly (readonly [string, ApiAudience])[] = [
  ['/backoffice/', 'backoffice'],
  ['/partner/', 'partner'],
  ['/bank-feed/', 'bank-feed'],
];

/** An operation's audience, by its path ("POST /bank-feed/transfers" → bank-feed): every other path is the customer's. */
export function audienceOf(routeKey: string): ApiAudience {
  const path = routeKey.slice(routeKey.indexOf(' ') + 1);
  return AUDIENCE_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'customer';
}
