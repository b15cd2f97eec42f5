import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, solveChallenge } from './app-check-solver';

/** The first nonce the API would accept, found one by one with Node's own SHA-256. */
function firstSolution(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256')
      .update(challenge + String(nonce))
      .digest();
    if (leadingZeroBits(digest) >= difficulty) return String(nonce);
  }
}

describe('the app-check proof of work', () => {
  it('finds the smallest nonce with enough leading zero bits, across batches', async () => {
    for (const challenge of ['v1.first.1795595325.10.sig', 'v1.second.1795595399.10.sig']) {
      expect(await solveChallenge(challenge, 10)).toBe(firstSolution(challenge, 10));
    }
  });

  it('stops when the caller gives up', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge('v1.any.0.30.sig', 30, controller.signal)).rejects.toThrow('Aborted');
  });
});
