import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The shipped robots.txt, read as a crawler does: the longest matching Disallow prefix wins. */
const disallowed = readFileSync(resolve(import.meta.dirname, '../public/robots.txt'), 'utf8')
  .split('\n')
  .map((line) => /^Disallow:\s*(\S+)/i.exec(line.trim())?.[1])
  .filter((prefix): prefix is string => Boolean(prefix));
const crawlable = (path: string) => !disallowed.some((prefix) => path.startsWith(prefix));

describe('robots.txt', () => {
  it("lets search engines index the home page and each journey's empty first screen", () => {
    for (const path of ['/', '/signup', '/enrollment', '/accessibility'])
      expect(crawlable(path), path).toBe(true);
  });

  it("keeps them out of the journeys' later steps, the sign-in and the request links", () => {
    for (const path of ['/signup/account-proofs', '/enrollment/company', '/login', '/signup-request/list']) {
      expect(crawlable(path), path).toBe(false);
    }
  });
});
