/**
 * Strict-Transport-Security, as the deployment says. A site served over HTTPS tells browsers to
 * come back over HTTPS only; one on plain HTTP (a workstation) must not, or the browser would
 * refuse it afterwards.
 *
 *   WEB_HSTS                     on/off; on by default with NODE_ENV=production, off otherwise
 *   WEB_HSTS_MAX_AGE             seconds the browser remembers it (default 63072000, two years)
 *   WEB_HSTS_INCLUDE_SUBDOMAINS  on/off, whether the bank's subdomains are HTTPS only too (default on)
 */
export interface HstsPolicy {
  maxAgeSeconds: number;
  includeSubDomains: boolean;
}

const TWO_YEARS_SECONDS = 63_072_000;
const SWITCHES = new Map([
  ['on', true],
  ['true', true],
  ['1', true],
  ['off', false],
  ['false', false],
  ['0', false],
]);

type Env = Record<string, string | undefined>;

function switchOf(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const on = SWITCHES.get(value.toLowerCase());
  if (on === undefined) throw new Error(`${name}: on or off, not "${value}"`);
  return on;
}

function maxAgeOf(env: Env): number {
  const value = env.WEB_HSTS_MAX_AGE;
  if (value === undefined || value === '') return TWO_YEARS_SECONDS;
  const seconds = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(seconds <= TWO_YEARS_SECONDS))
    throw new Error(`WEB_HSTS_MAX_AGE: whole seconds, at most ${TWO_YEARS_SECONDS}, not "${value}"`);
  return seconds;
}

/** The policy the environment asks for, or null for none; a setting it cannot read throws, named. */
export function hstsFromEnv(env: Env): HstsPolicy | null {
  if (!switchOf(env, 'WEB_HSTS', env.NODE_ENV === 'production')) return null;
  return {
    maxAgeSeconds: maxAgeOf(env),
    includeSubDomains: switchOf(env, 'WEB_HSTS_INCLUDE_SUBDOMAINS', true),
  };
}

export const hstsHeader = (policy: HstsPolicy): string =>
  `max-age=${policy.maxAgeSeconds}${policy.includeSubDomains ? '; includeSubDomains' : ''}`;
