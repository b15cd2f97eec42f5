import { normalizeEmail, type ScaCodelessActivationReason } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Database } from '../../db/schema';
import { createScaRepository, type ScaChallenge, type ScaToken } from './sca.repository';

/** An e-mail an identity federation vouched for an account, and when it was verified. */
export interface VouchedEmail {
  email: string;
  verifiedAt: string;
}

export interface ScaVouchedEmailDeps {
  db: Kysely<Database>;
  audit: AuditJournal;
  /** The e-mail Pro Santé Connect marked verified at the account's last sign-in (pro-sante-connect, through the hub). */
  vouchedEmailOf: (userId: string) => Promise<VouchedEmail | null>;
}

const REASON: ScaCodelessActivationReason = 'email_verified_by_pro_sante_connect';

/**
 * The e-mail method set up on the very mailbox Pro Santé Connect marked verified needs no set-up
 * code: the agency has verified that mailbox, and each signature's own code goes there anyway.
 * Any other address (one typed, or changed since the sign-in) is proven by a code as always.
 */
export function createScaVouchedEmail(deps: ScaVouchedEmailDeps) {
  return {
    /**
     * Activates the e-mail method being set up when its address is the vouched one: the method,
     * its set-up challenge (consumed, no code sent) and a journal entry with the reason, in one
     * transaction. Null when a code must prove the address.
     */
    async activateIfVouched(
      token: ScaToken,
      challenge: ScaChallenge,
      now: Date,
    ): Promise<{ token: ScaToken; reason: ScaCodelessActivationReason } | null> {
      if (token.type !== 'email' || !token.destination) return null;
      const vouched = await deps.vouchedEmailOf(token.user_id);
      if (!vouched || normalizeEmail(vouched.email) !== normalizeEmail(token.destination)) return null;
      const at = now.toISOString();
      const active: ScaToken = { ...token, status: 'active', activated_at: at, last_used_at: at };
      await deps.db.transaction().execute(async (trx) => {
        const repo = createScaRepository(trx);
        await repo.insertToken(active);
        await repo.insertChallenge({ ...challenge, status: 'consumed', validated_at: at, consumed_at: at });
        await repo.revokeOtherActive(token.user_id, token.type, token.id);
        await deps.audit.append(trx, {
          actor: { type: 'customer', id: token.user_id },
          action: 'customer.sca_method_activated_without_code',
          object: { type: 'sca_token', id: token.id },
          after: { type: token.type, reason: REASON, email_verified_at: vouched.verifiedAt },
        });
      });
      return { token: active, reason: REASON };
    },
  };
}

export type ScaVouchedEmail = ReturnType<typeof createScaVouchedEmail>;
