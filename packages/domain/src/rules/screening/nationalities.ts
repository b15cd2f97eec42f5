import type { NationalityReason } from './match-reasons';

/**
 * A nationality known on both sides weighs little: people hold several, and lists give one or
 * two. A shared one adds a little; none shared takes a little away, never enough on its own to
 * drop a close name below the threshold.
 */
export const NATIONALITY_EFFECT = { same: 0.02, other: -0.03 } as const;

/** The screened person's nationalities (ISO alpha-2) against the entry's. Null when either side has none. */
export function compareNationalities(
  query: readonly string[] | null | undefined,
  listed: readonly string[],
): NationalityReason | null {
  if (!query || query.length === 0 || listed.length === 0) return null;
  const listedCodes = new Set(listed.map((code) => code.toUpperCase()));
  const shared = query.some((code) => listedCodes.has(code.toUpperCase()));
  const how = shared ? 'same' : 'other';
  return {
    kind: 'nationality',
    how,
    query: [...query],
    listed: [...listed],
    effect: NATIONALITY_EFFECT[how],
  };
}
