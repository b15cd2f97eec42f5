import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { createScaTestApp, newDevice, requireChallenge } from './sca-test-kit';

type Device = Awaited<ReturnType<typeof newDevice>>;

describe('SCA by the companion app (ECDSA P-256 device keys)', () => {
  const clock = fixedClock(new Date('2026-11-22T10:00:00.000Z'));
  let t: Awaited<ReturnType<typeof createScaTestApp>>;
  beforeAll(async () => {
    t = await createScaTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  async function startPairing(user: TestUser) {
    const init = await t.app.inject({
      method: 'GET',
      url: '/sca/tokens/app/enroll/init',
      headers: user.headers,
    });
    expect(init.statusCode).toBe(200);
    return init.json<{
      id: string;
      description: string;
      ttl: number;
      challenge: { id: string };
      pairing: { challenge_id: string; pairing_secret: string; api_url: string };
    }>();
  }

  async function pair(
    device: Device,
    pairing: { challenge_id: string; pairing_secret: string },
    signer = device,
    /** A tester's own address keeps the per-IP limit of pairing calls out of the way. */
    remoteAddress?: string,
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/sca/app/pair',
      ...(remoteAddress ? { remoteAddress } : {}),
      payload: {
        challenge_id: pairing.challenge_id,
        pairing_secret: pairing.pairing_secret,
        public_key: device.publicKey,
        device_name: 'iPhone de Camille',
        device_os: 'iOS 19',
        signature: await signer.sign(`sca-pair:${pairing.challenge_id}`),
      },
    });
  }

  async function pairedUser() {
    const user = await createTestUser(t.deps);
    const device = await newDevice();
    const init = await startPairing(user);
    const paired = await pair(device, init.pairing);
    expect(paired.statusCode).toBe(200);
    return { user, device, tokenId: init.id };
  }

  async function pending(
    device: Device,
    tokenId: string,
    timestamp = clock.now().toISOString(),
    signer = device,
  ) {
    const signature = await signer.sign(`sca-pending:${tokenId}:${timestamp}`);
    const query = new URLSearchParams({ token_id: tokenId, timestamp, signature });
    return t.app.inject({ method: 'GET', url: `/sca/app/pending?${query}` });
  }

  async function respond(device: Device, challengeId: string, decision: 'accept' | 'refuse') {
    return t.app.inject({
      method: 'POST',
      url: `/sca/app/challenges/${challengeId}/respond`,
      payload: { decision, signature: await device.sign(`sca-respond:${challengeId}:${decision}`) },
    });
  }

  const status = async (user: TestUser, challengeId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/sca/challenges/${challengeId}/status`,
        headers: user.headers,
      })
    ).json().status;

  it('pairs a device from the QR payload; the method becomes active under the device name', async () => {
    const user = await createTestUser(t.deps);
    const init = await startPairing(user);
    expect(init).toMatchObject({ description: 'Application mobile', ttl: 600 });
    expect(init.pairing).toMatchObject({ challenge_id: init.challenge.id, api_url: 'http://localhost:8081' });
    expect(init.pairing.pairing_secret.length).toBeGreaterThanOrEqual(40);
    const enrollStatus = () =>
      t.app.inject({ method: 'GET', url: `/sca/tokens/${init.id}/enroll/status`, headers: user.headers });
    expect((await enrollStatus()).json().status).toBe('init');

    const device = await newDevice();
    const wrongSecret = await pair(device, { ...init.pairing, pairing_secret: 'not-the-secret' });
    expect(wrongSecret.statusCode).toBe(403);
    // The signature must come from the key being registered.
    const forged = await pair(device, init.pairing, await newDevice());
    expect(forged.statusCode).toBe(403);
    expect((await enrollStatus()).json().status).toBe('init');

    const paired = await pair(device, init.pairing);
    expect(paired.statusCode).toBe(200);
    expect(paired.json()).toEqual({ token_id: init.id, description: 'iPhone de Camille' });
    expect((await enrollStatus()).json().status).toBe('active');
    const tokens = await t.app.inject({ method: 'GET', url: '/sca/tokens', headers: user.headers });
    expect(tokens.json()).toEqual([
      expect.objectContaining({
        id: init.id,
        type: 'app',
        description: 'iPhone de Camille',
        device_name: 'iPhone de Camille',
        device_os: 'iOS 19',
      }),
    ]);
    // The pairing secret works once.
    expect((await pair(await newDevice(), init.pairing)).statusCode).toBe(403);
  });

  describe('the pairing secret has five tries', () => {
    const wrong = (pairing: { challenge_id: string }) => ({ ...pairing, pairing_secret: 'not-the-secret' });
    const enrollStatus = async (user: TestUser, tokenId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/sca/tokens/${tokenId}/enroll/status`,
          headers: user.headers,
        })
      ).json().status;

    it('the fifth may be the right one', async () => {
      const user = await createTestUser(t.deps);
      const init = await startPairing(user);
      const device = await newDevice();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await pair(device, wrong(init.pairing), device, '198.51.100.1')).statusCode).toBe(403);
      }
      expect((await pair(device, init.pairing, device, '198.51.100.1')).statusCode).toBe(200);
      expect(await enrollStatus(user, init.id)).toBe('active');
    });

    it('after five wrong ones the set-up has failed and the right secret is refused', async () => {
      const user = await createTestUser(t.deps);
      const init = await startPairing(user);
      const device = await newDevice();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await pair(device, wrong(init.pairing), device, '198.51.100.2')).statusCode).toBe(403);
      }
      expect(await enrollStatus(user, init.id)).toBe('failed');
      expect((await pair(device, init.pairing, device, '198.51.100.2')).statusCode).toBe(403);
    });

    it('the right secret signed by another key spends its try all the same', async () => {
      const user = await createTestUser(t.deps);
      const init = await startPairing(user);
      const device = await newDevice();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await pair(device, wrong(init.pairing), device, '198.51.100.3')).statusCode).toBe(403);
      }
      expect((await pair(device, init.pairing, await newDevice(), '198.51.100.3')).statusCode).toBe(403);
      expect(await enrollStatus(user, init.id)).toBe('failed');
      expect((await pair(device, init.pairing, device, '198.51.100.3')).statusCode).toBe(403);
    });
  });

  it('refuses a private key in place of a public key', async () => {
    const user = await createTestUser(t.deps);
    const init = await startPairing(user);
    const device = await newDevice();
    const response = await t.app.inject({
      method: 'POST',
      url: '/sca/app/pair',
      payload: {
        ...init.pairing,
        public_key: { ...device.publicKey, d: device.publicKey.x },
        device_name: 'x',
        device_os: 'y',
        signature: await device.sign(`sca-pair:${init.challenge.id}`),
      },
    });
    expect(response.statusCode).toBe(422);
  });

  it('accept on the device: the web sees accepted, validates, and the retried call goes through', async () => {
    const { user, device, tokenId } = await pairedUser();
    const challengeId = await requireChallenge(t.app, user);
    const triggered = await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/trigger`,
      headers: user.headers,
      payload: { token_id: tokenId },
    });
    expect(triggered.statusCode).toBe(200);
    expect(triggered.json()).toMatchObject({ status: 'triggered', token: { id: tokenId, type: 'app' } });
    // Asking the same device again while it waits does not push the deadline back.
    clock.advance(30_000);
    const again = await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/trigger`,
      headers: user.headers,
      payload: { token_id: tokenId },
    });
    expect(again.json()).toMatchObject({ status: 'triggered', ttl: 90 });

    const list = await pending(device, tokenId);
    expect(list.statusCode).toBe(200);
    expect(list.json().challenges).toEqual([
      expect.objectContaining({ id: challengeId, description: 'Confirmer une opération sensible', ttl: 90 }),
    ]);
    // The same signed request cannot be replayed.
    expect((await pending(device, tokenId, clock.now().toISOString())).statusCode).toBe(403);

    // Not accepted yet: the web client keeps polling, validation is refused.
    expect(await status(user, challengeId)).toBe('triggered');
    const early = await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/validate`,
      headers: user.headers,
      payload: { challenge_id: challengeId },
    });
    expect(early.statusCode).toBe(409);

    // A signature by another key is refused and changes nothing.
    const intruderDevice = await newDevice();
    const forged = await respond(intruderDevice, challengeId, 'accept');
    expect(forged.statusCode).toBe(403);
    expect(await status(user, challengeId)).toBe('triggered');

    const accepted = await respond(device, challengeId, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ id: challengeId, status: 'accepted' });
    expect(await status(user, challengeId)).toBe('accepted');
    clock.advance(1000);
    expect((await pending(device, tokenId)).json().challenges).toEqual([]);

    const validated = await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/validate`,
      headers: user.headers,
      payload: { challenge_id: challengeId },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ status: 'accepted' });
    const retried = await t.app.inject({
      method: 'POST',
      url: '/__test/sensitive',
      headers: { ...user.headers, 'x-sca-challenge': challengeId },
    });
    expect(retried.statusCode).toBe(200);
  });

  it('refuse on the device: the challenge is rejected and cannot be validated', async () => {
    const { user, device, tokenId } = await pairedUser();
    const challengeId = await requireChallenge(t.app, user);
    await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/trigger`,
      headers: user.headers,
      payload: { token_id: tokenId },
    });
    const refused = await respond(device, challengeId, 'refuse');
    expect(refused.json()).toEqual({ id: challengeId, status: 'rejected' });
    expect(await status(user, challengeId)).toBe('rejected');
    const validate = await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/validate`,
      headers: user.headers,
      payload: { challenge_id: challengeId },
    });
    expect(validate.statusCode).toBe(409);
    expect(validate.json()).toMatchObject({
      status: 'rejected',
      message: "La vérification en deux étapes n'a pas abouti",
    });
    // A refusal is final: the device cannot turn it into an acceptance, nor the web send it again.
    expect((await respond(device, challengeId, 'accept')).statusCode).toBe(409);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/trigger`,
      headers: user.headers,
      payload: { token_id: tokenId },
    });
    expect(resent.statusCode).toBe(409);
    expect(resent.json()).toMatchObject({ status: 'rejected' });
    expect(await status(user, challengeId)).toBe('rejected');
    const retried = await t.app.inject({
      method: 'POST',
      url: '/__test/sensitive',
      headers: { ...user.headers, 'x-sca-challenge': challengeId },
    });
    expect(retried.statusCode).toBe(399);
  });

  it("a device sees only its own user's challenges and cannot answer another device's", async () => {
    const first = await pairedUser();
    const second = await pairedUser();
    const challengeId = await requireChallenge(t.app, first.user);
    await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/trigger`,
      headers: first.user.headers,
      payload: { token_id: first.tokenId },
    });
    clock.advance(1000);
    expect((await pending(second.device, second.tokenId)).json().challenges).toEqual([]);
    // Signing for the first device's token with the second device's key is refused.
    expect(
      (await pending(first.device, first.tokenId, clock.now().toISOString(), second.device)).statusCode,
    ).toBe(403);
    expect((await respond(second.device, challengeId, 'accept')).statusCode).toBe(403);
    expect(await status(first.user, challengeId)).toBe('triggered');
  });

  it('a stale device timestamp is refused', async () => {
    const { device, tokenId } = await pairedUser();
    const stale = new Date(clock.now().getTime() - 10 * 60_000).toISOString();
    expect((await pending(device, tokenId, stale)).statusCode).toBe(403);
  });
});
