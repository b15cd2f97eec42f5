import type { OperatorRole, OperatorSessionReply, OperatorSignIn } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import { normalizeOperatorEmail, type OperatorRecord } from '../../db/repositories/operators';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { newSecretToken } from '../../ids';
import { verifyPassword } from '../../security/password';
import { createOperatorFailures } from './operator-failures';
import { recoveryCodeHash } from './recovery-codes';
import { isTotpShaped, totpStep } from './totp';
import { totpSeedSealOf } from './totp-seed-seal';

/** The signed-in operator as routes see it. */
export interface OperatorContext {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  sessionId: string;
  csrfToken: string;
}

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  audit: AuditJournal;
  repos: ReposOf<'operators'>;
}

const signInFailed = () => new AppError('auth_failed', 'error.operator_sign_in_failed');

/**
 * Operators' sign-in (password and a second factor, both required), their cookie sessions with
 * an idle timeout and a maximum lifetime, and sign-out; each sign-in, failure, end and sign-out
 * is written to the journal.
 */
export function createOperatorSessionService({ db, clock, config, audit, repos }: Deps) {
  const operators = repos.operators(db);
  const failures = createOperatorFailures({ db, clock, config });
  const seeds = totpSeedSealOf(config);
  const idleMs = config.backoffice.idleMinutes * 60 * 1000;
  const lifetimeMs = config.backoffice.maxSessionHours * 60 * 60 * 1000;

  const replyOf = (operator: Pick<OperatorContext, 'id' | 'email' | 'name' | 'role'>, csrf: string) =>
    ({
      operator: { id: operator.id, email: operator.email, name: operator.name, role: operator.role },
      csrf_token: csrf,
      idle_timeout_seconds: config.backoffice.idleMinutes * 60,
    }) satisfies OperatorSessionReply;

  /** Which second factor passed, or null. A code is spent as it is checked (no replay). */
  async function secondFactor(
    operator: OperatorRecord,
    code: string,
  ): Promise<'totp' | 'recovery_code' | null> {
    if (isTotpShaped(code)) {
      // A seed that does not open (altered or copied from another operator) passes no code.
      const seed = seeds.open(operator.id, operator.totp_secret_sealed);
      const step = seed === null ? null : totpStep(seed, code, clock.now());
      return step !== null && (await operators.acceptTotpStep(operator.id, step)) ? 'totp' : null;
    }
    const spent = await operators.spendRecoveryCode(
      operator.id,
      recoveryCodeHash(code),
      clock.now().toISOString(),
    );
    return spent ? 'recovery_code' : null;
  }

  /** Why a live session ends now: its maximum lifetime, its idle timeout, or null (it goes on). */
  const endedBy = (
    session: { created_at: string; last_seen_at: string },
    now: Date,
  ): 'max_lifetime' | 'idle' | null => {
    if (now.getTime() - new Date(session.created_at).getTime() > lifetimeMs) return 'max_lifetime';
    if (now.getTime() - new Date(session.last_seen_at).getTime() > idleMs) return 'idle';
    return null;
  };

  async function journalFailure(email: string, operator: OperatorRecord | undefined, requestId: string) {
    await db.transaction().execute((trx) =>
      audit.append(trx, {
        actor: { type: 'operator', id: operator?.id ?? null },
        action: 'operator.sign_in_failed',
        object: { type: 'operator', id: operator?.id ?? null },
        after: { email: normalizeOperatorEmail(email) },
        requestId,
      }),
    );
  }

  return {
    /** `address` is the caller's IP, for the per-address failure budget. */
    async signIn(
      input: OperatorSignIn,
      requestId: string,
      address: string,
    ): Promise<{ token: string; reply: OperatorSessionReply }> {
      const attempt = await failures.begin(input.email, address);
      const operator = await operators.findByEmail(input.email);
      const passwordOk = await verifyPassword(operator?.password_hash, input.password);
      const factor =
        passwordOk && operator && !operator.disabled_at ? await secondFactor(operator, input.code) : null;
      if (!operator || !factor) {
        await journalFailure(input.email, operator, requestId);
        throw signInFailed();
      }
      await attempt.succeeded();
      const token = newSecretToken();
      const csrf = newSecretToken();
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const sessionId = await operators.createSession(trx, operator.id, token, csrf, now);
        await audit.append(trx, {
          actor: { type: 'operator', id: operator.id },
          action: 'operator.signed_in',
          object: { type: 'operator_session', id: sessionId },
          after: { second_factor: factor },
          requestId,
        });
      });
      return { token, reply: replyOf(operator, csrf) };
    },

    /**
     * The operator behind a session cookie, or 401. A session idle for longer than the timeout,
     * or older than its maximum lifetime however active, is ended for good; any other call
     * counts as activity.
     */
    async authenticate(token: string | undefined): Promise<OperatorContext> {
      const found = token ? await operators.findLiveSession(token) : undefined;
      if (!found || found.disabled_at) throw new AppError('unauthenticated', 'error.unauthenticated');
      const now = clock.now();
      const ended = endedBy(found, now);
      if (ended) {
        await db.transaction().execute(async (trx) => {
          await operators.endSession(trx, found.session_id, now.toISOString());
          await audit.append(trx, {
            actor: { type: 'system', id: null },
            action: 'operator.session_expired',
            object: { type: 'operator_session', id: found.session_id },
            after: { operator_id: found.id, reason: ended },
          });
        });
        throw new AppError('unauthenticated', 'error.operator_session_expired');
      }
      await operators.touchSession(found.session_id, now.toISOString());
      return {
        id: found.id,
        email: found.email,
        name: found.name,
        role: found.role,
        sessionId: found.session_id,
        csrfToken: found.csrf_token,
      };
    },

    reply: (operator: OperatorContext) => replyOf(operator, operator.csrfToken),

    async signOut(operator: OperatorContext, requestId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await operators.endSession(trx, operator.sessionId, clock.now().toISOString());
        await audit.append(trx, {
          actor: { type: 'operator', id: operator.id },
          action: 'operator.signed_out',
          object: { type: 'operator_session', id: operator.sessionId },
          requestId,
        });
      });
    },
  };
}

export type OperatorSessionService = ReturnType<typeof createOperatorSessionService>;
