import type { KeyObject } from 'node:crypto';
import type { ScaAppPairReply, ScaAppPendingReply, ScaAppRespondReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { SCA_DEVICE_CLOCK_SKEW_SECONDS } from './sca.constants';
import { createScaRepository, type ScaToken } from './sca.repository';
import { createScaAttempts } from './sca-attempts';
import { badSignature, challengeNotUsable, pairingInvalid } from './sca-errors';
import { effectiveStatus, secondsLeft } from './sca-expiry';
import { accepted } from './sca-records';
import {
  type DevicePublicKey,
  DevicePublicKeySchema,
  importDeviceKey,
  signedPayload,
  verifyDeviceSignature,
} from './sca-signature';

export interface ScaAppServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
}

export interface PairInput {
  challenge_id: string;
  pairing_secret: string;
  public_key: DevicePublicKey;
  device_name: string;
  device_os: string;
  signature: string;
}

export interface DeviceProof {
  token_id: string;
  timestamp: string;
  signature: string;
}

/**
 * The companion app's side of SCA. Devices have no session: they prove themselves with the
 * pairing secret once, then with ECDSA signatures by the key registered at pairing.
 */
export function createScaAppService(deps: ScaAppServiceDeps) {
  const { clock } = deps;
  const repo = createScaRepository(deps.db);
  const attempts = createScaAttempts(repo, deps.secret);

  function deviceKey(token: ScaToken | undefined): KeyObject | null {
    if (token?.type !== 'app' || token.status !== 'active' || !token.public_key) return null;
    const parsed = DevicePublicKeySchema.safeParse(JSON.parse(token.public_key));
    return parsed.success ? importDeviceKey(parsed.data) : null;
  }

  return {
    async pair(input: PairInput): Promise<ScaAppPairReply> {
      const challenge = await repo.findChallengeById(input.challenge_id);
      const token = challenge && (await repo.tokenOf(challenge));
      if (
        !challenge ||
        !token ||
        challenge.purpose !== 'enroll' ||
        token.type !== 'app' ||
        token.status !== 'init'
      ) {
        throw pairingInvalid();
      }
      if (effectiveStatus(challenge, clock.now()) !== 'init' || !challenge.code_hash) throw pairingInvalid();
      // Same budget as codes: each try is counted before the secret is compared.
      const answer = await attempts.answer(challenge, input.pairing_secret);
      if (answer.outcome !== 'right') throw pairingInvalid();
      const key = importDeviceKey(input.public_key);
      // The device proves it holds the private key of the public key it registers.
      if (!key || !verifyDeviceSignature(key, signedPayload.pair(challenge.id), input.signature)) {
        throw badSignature();
      }
      const now = clock.now().toISOString();
      const done = await repo.updateChallengeIf(
        challenge.id,
        { status: answer.challenge.status },
        { status: 'consumed', validated_at: now, consumed_at: now },
      );
      if (!done) throw pairingInvalid();
      const { kty, crv, x, y } = input.public_key;
      await repo.updateToken(token.id, {
        status: 'active',
        public_key: JSON.stringify({ kty, crv, x, y }),
        device_name: input.device_name,
        device_os: input.device_os,
        description: input.device_name,
        activated_at: now,
        last_used_at: now,
      });
      return { token_id: token.id, description: input.device_name };
    },

    /** The challenges waiting for this device's answer; the proof is a signed, fresh timestamp. */
    async pending(proof: DeviceProof): Promise<ScaAppPendingReply> {
      const token = await repo.findTokenById(proof.token_id);
      const key = deviceKey(token);
      const signedAt = Date.parse(proof.timestamp);
      const now = clock.now();
      if (!token || !key || Number.isNaN(signedAt)) throw badSignature();
      if (Math.abs(now.getTime() - signedAt) > SCA_DEVICE_CLOCK_SKEW_SECONDS * 1000) throw badSignature();
      if (!verifyDeviceSignature(key, signedPayload.pending(token.id, proof.timestamp), proof.signature)) {
        throw badSignature();
      }
      // Each proof is good once: its timestamp must be newer than the last one seen.
      if (!(await repo.advanceDeviceClock(token.id, new Date(signedAt).toISOString()))) throw badSignature();
      const challenges = await repo.pendingForDevice(token.id, now.toISOString());
      return {
        challenges: challenges.map((challenge) => ({
          id: challenge.id,
          description: challenge.description,
          event: challenge.event,
          created_at: challenge.created_at,
          expires_at: challenge.expires_at,
          ttl: secondsLeft(challenge.expires_at, now),
        })),
      };
    },

    async respond(
      challengeId: string,
      decision: 'accept' | 'refuse',
      signature: string,
    ): Promise<ScaAppRespondReply> {
      const challenge = await repo.findChallengeById(challengeId);
      const token = challenge && (await repo.tokenOf(challenge));
      const key = deviceKey(token);
      if (!challenge || !token || !key || challenge.purpose !== 'authorize') throw notFound('challenge');
      if (!verifyDeviceSignature(key, signedPayload.respond(challenge.id, decision), signature)) {
        throw badSignature();
      }
      const now = clock.now();
      const status = effectiveStatus(challenge, now);
      if (status !== 'triggered') throw challengeNotUsable(status);
      // Accepted, the web client sees it and calls validate within the window.
      const patch = decision === 'accept' ? accepted(now) : { status: 'rejected' as const };
      if (!(await repo.updateChallengeIf(challenge.id, { status: 'triggered' }, patch))) {
        throw challengeNotUsable('consumed');
      }
      await repo.updateToken(token.id, { last_used_at: now.toISOString() });
      return { id: challenge.id, status: patch.status };
    },
  };
}

export type ScaAppService = ReturnType<typeof createScaAppService>;
