import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencySlots } from '../../src/concurrency-limit';
import { HASHING_SLOTS } from '../../src/modules/auth/password';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

describe('slots', () => {
  it('let holders in up to the number of slots, the others in order as slots are given back', async () => {
    const slots = concurrencySlots(2);
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: string[] = [];
    const holder = async (name: string) => {
      const release = await slots.acquire();
      order.push(name);
      return release;
    };
    const third = holder('third');
    const fourth = holder('fourth');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual([]);
    expect(slots.waiting()).toBe(2);

    first();
    first(); // giving a slot back twice frees one slot only
    await third;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['third']);
    second();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
  });
});

let t: TestApp;
let user: TestUser;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  user = await createTestUser(t.deps);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const logIn = (signal?: AbortSignal) =>
  fetch(`${base}/user/auth`, {
    signal,
    headers: { authorization: `Basic ${Buffer.from(`${user.email}:${user.password}`).toString('base64')}` },
  });

describe('logins let in a few at a time', () => {
  it('a login whose caller hung up gives its turn back: after many, the next login still answers', async () => {
    const abandoned = Array.from({ length: (HASHING_SLOTS + 1) * 4 }, () => {
      const controller = new AbortController();
      const call = logIn(controller.signal).catch(() => undefined);
      setTimeout(() => controller.abort(), 150);
      return call;
    });
    await Promise.all(abandoned);

    const started = performance.now();
    const answer = await logIn(AbortSignal.timeout(10_000));
    expect(answer.status).toBe(200);
    // Its own turn only, or the turns of the abandoned ones still hashing: never stuck.
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 30_000);

  it('every login of a burst is answered, each with its own session', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => logIn()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const tokens = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { token: string }).token),
    );
    expect(new Set(tokens).size).toBe(8);
  }, 30_000);
});
