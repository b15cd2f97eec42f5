import { timingSafeEqual } from 'node:crypto';
import { PARTNER_SCOPES, type PartnerScope } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { newId, newSecretToken, sha256 } from '../../ids';

export interface CreatedPartner {
  id: string;
  name: string;
  clientId: string;
  /** Shown once; only its hash is kept. */
  clientSecret: string;
  scopes: PartnerScope[];
}

/**
 * A partner credential: a public client id and a 256-bit random secret. The secret is kept as its
 * SHA-256 (a slow password hash adds nothing against guessing 256 random bits, and would slow every
 * token call).
 */
export async function createPartner(
  deps: { db: Kysely<Database>; clock: Clock },
  input: { name: string; scopes?: readonly PartnerScope[] },
): Promise<CreatedPartner> {
  const id = newId();
  const clientId = `ptn_${newSecretToken().slice(0, 20)}`;
  const clientSecret = newSecretToken();
  const scopes = [...(input.scopes ?? PARTNER_SCOPES)];
  await deps.db
    .insertInto('partners')
    .values({
      id,
      name: input.name,
      client_id: clientId,
      secret_hash: sha256(clientSecret),
      scopes: scopes.join(' '),
      created_at: deps.clock.now().toISOString(),
      disabled_at: null,
    })
    .execute();
  return { id, name: input.name, clientId, clientSecret, scopes };
}

/** Compares a presented secret with the stored hash in constant time. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(sha256(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
