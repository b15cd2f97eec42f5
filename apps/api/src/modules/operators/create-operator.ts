import type { OperatorRole } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import { normalizeOperatorEmail } from '../../db/repositories/operators';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';
import { hashPassword } from '../../security/password';
import { newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes';
import { newTotpEnrolment } from './totp';
import type { TotpSeedSeal } from './totp-seed-seal';

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  password: string;
}

/** What the creation shows once and never again: the TOTP enrolment and the recovery codes. */
export interface OperatorEnrolment {
  id: string;
  email: string;
  totpSecret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

/**
 * Creates an operator (the only way one comes to exist: there is no sign-up), with its TOTP
 * secret sealed and its recovery codes hashed, and records the creation in the audit journal, in
 * one transaction. The secret in clear is in the answer only, for the command to print once.
 */
export async function createOperator(
  deps: { db: Kysely<Database>; clock: Clock; audit: AuditJournal; seeds: TotpSeedSeal; issuer: string },
  input: NewOperator,
): Promise<OperatorEnrolment> {
  const email = normalizeOperatorEmail(input.email);
  const id = newId();
  const now = deps.clock.now().toISOString();
  const totp = newTotpEnrolment(email, deps.issuer);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('operators')
      .values({
        id,
        email,
        name: input.name.trim(),
        role: input.role,
        password_hash: passwordHash,
        totp_secret_sealed: deps.seeds.seal(id, totp.secret),
        totp_last_step: null,
        disabled_at: null,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('operator_recovery_codes')
      .values(
        recoveryCodes.map((code) => ({
          id: newId(),
          operator_id: id,
          code_hash: recoveryCodeHash(code),
          used_at: null,
        })),
      )
      .execute();
    await deps.audit.append(trx, {
      actor: { type: 'system', id: null },
      action: 'operator.created',
      object: { type: 'operator', id },
      after: { email, name: input.name.trim(), role: input.role },
    });
  });
  return { id, email, totpSecret: totp.secret, otpauthUrl: totp.url, recoveryCodes };
}
