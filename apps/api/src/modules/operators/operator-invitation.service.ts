import {
  type InvitationAcceptBody,
  type InvitationAcceptReply,
  type InvitationLookupReply,
  type InvitationReply,
  invitationNeedsConfirmation,
  isPasswordAcceptable,
  type Locale,
  type OperatorInvitationBody,
  type SecondFactorResetReply,
} from '@app/domain';
import { getPasswordScorer } from '@app/domain/password-scorer';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import { normalizeOperatorEmail } from '../../db/repositories/operators';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound, validationFailed } from '../../errors';
import type { MessageSender } from '../../messaging/message';
import { hashPassword } from '../../security/password';
import { awaitingConfirmation, createInvitationProposals } from './invitation-proposals';
import { backofficeIssuer, createOneTimeLinks } from './one-time-links';
import type { OperatorContext } from './operator-session.service';
import { newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes';
import { newTotpEnrolment, totpStep } from './totp';
import { totpSeedSealOf } from './totp-seed-seal';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  audit: AuditJournal;
  messaging: MessageSender;
  repos: ReposOf<'operators' | 'operatorInvitations' | 'operatorInvitationProposals'>;
}

interface Acting {
  administrator: OperatorContext;
  requestId: string;
  /** The administrator's language (the back-office request's): the e-mail's. */
  locale: Locale;
}

const unusable = () => new AppError('conflict', 'error.invitation.unusable');

/**
 * One-time links of the operators' lifecycle. An administrator invites (the operator comes to
 * exist when they accept: password by the customers' policy, TOTP enrolled with a code of it) or
 * resets someone's second factor (their TOTP and recovery codes stop at once, their sessions
 * end, and a link lets them enrol again; their password still guards sign-in). An invitation to
 * a supervisor or an administrator waits for a second administrator (invitation-proposals.ts).
 * The token is e-mailed through the outbox, in the administrator's language, and kept as its
 * SHA-256; a link works once, a new one replaces the earlier, and it expires after
 * `OPERATOR_INVITATION_HOURS`. Each step is journaled.
 */
export function createOperatorInvitationService({ db, clock, config, audit, messaging, repos }: Deps) {
  const seeds = totpSeedSealOf(config);
  const issuer = backofficeIssuer(config);
  const links = createOneTimeLinks({ clock, config, messaging, repos });
  const proposals = createInvitationProposals({ db, clock, audit, links, repos });
  const senderOf = ({ administrator, locale }: Acting) => ({
    inviter: { id: administrator.id, name: administrator.name },
    locale,
  });

  /** The link a token opens, with its TOTP secret in clear, or 409 (spent, replaced, expired). */
  async function usable(token: string) {
    const link = await repos.operatorInvitations(db).findUsable(token, clock.now().toISOString());
    const secret = link ? seeds.open(link.operator_id, link.totp_secret_sealed) : null;
    if (!link || secret === null) throw unusable();
    return { link, secret };
  }

  return {
    async invite(acting: Acting & { invitation: OperatorInvitationBody }): Promise<InvitationReply> {
      const person = {
        email: normalizeOperatorEmail(acting.invitation.email),
        name: acting.invitation.name.trim(),
        role: acting.invitation.role,
      };
      if (await repos.operators(db).findByEmail(person.email)) {
        throw new AppError('conflict', 'error.operator.email_taken');
      }
      return db.transaction().execute(async (trx) => {
        // A proposal waiting for this address is decided first: no invitation goes round it.
        if (await repos.operatorInvitationProposals(trx).waitingFor(person.email))
          throw awaitingConfirmation();
        if (invitationNeedsConfirmation(person.role)) {
          const proposal = await proposals.propose(trx, { ...acting, person });
          return { status: 'awaiting_confirmation' as const, ...proposal };
        }
        // A reviewer or an auditor decides no case and manages no one: one administrator invites.
        const sent = await links.invite(trx, person, senderOf(acting));
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.administrator.id },
          action: 'operator.invited',
          object: { type: 'operator', id: sent.operatorId },
          after: { ...person, expires_at: sent.expiresAt },
          requestId: acting.requestId,
        });
        return {
          status: 'sent' as const,
          id: sent.id,
          ...person,
          created_at: sent.createdAt,
          expires_at: sent.expiresAt,
          invited_by: { name: acting.administrator.name },
        };
      });
    },

    confirmProposal: proposals.confirm,
    declineProposal: proposals.decline,

    async resetSecondFactor(acting: Acting & { operatorId: string }): Promise<SecondFactorResetReply> {
      return db.transaction().execute(async (trx) => {
        const operators = repos.operators(trx);
        const target = await operators.findById(acting.operatorId);
        if (!target) throw notFound('operator');
        if (target.id === acting.administrator.id)
          throw new AppError('forbidden', 'error.operator.own_account');
        if (target.disabled_at) throw new AppError('conflict', 'error.operator.disabled');
        const now = clock.now().toISOString();
        // A secret nobody holds: the old authenticator stops at once, before any new enrolment.
        await operators.replaceSecondFactor(trx, {
          operatorId: target.id,
          totpSecretSealed: seeds.seal(target.id, newTotpEnrolment(target.email, issuer).secret),
          totpLastStep: null,
          recoveryCodeHashes: [],
          now,
        });
        const ended = await operators.endSessionsOf(trx, target.id, now);
        const sent = await links.send(
          trx,
          {
            purpose: 'second_factor_reset',
            operator_id: target.id,
            email: target.email,
            name: target.name,
            role: target.role,
          },
          senderOf(acting),
        );
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.administrator.id },
          action: 'operator.second_factor_reset',
          object: { type: 'operator', id: target.id },
          after: { ended_sessions: ended.length, expires_at: sent.expiresAt },
          requestId: acting.requestId,
        });
        return { operator_id: target.id, ended_sessions: ended.length, expires_at: sent.expiresAt };
      });
    },

    async lookup(token: string): Promise<InvitationLookupReply> {
      const { link, secret } = await usable(token);
      const totp = newTotpEnrolment(link.email, issuer);
      return {
        purpose: link.purpose,
        email: link.email,
        name: link.name,
        role: link.role,
        totp_secret: secret,
        // The same URL an enrolment prints, for this link's secret.
        otpauth_url: totp.url.replace(`secret=${totp.secret}`, `secret=${secret}`),
        expires_at: link.expires_at,
      };
    },

    async accept(body: InvitationAcceptBody, requestId: string): Promise<InvitationAcceptReply> {
      const { link, secret } = await usable(body.token);
      const invitation = link.purpose === 'invitation';
      const fields: Record<
        string,
        'validation.required' | 'validation.password_weak' | 'validation.totp_code_wrong'
      > = {};
      if (invitation) {
        if (!body.password) fields.password = 'validation.required';
        else if (!isPasswordAcceptable(body.password, getPasswordScorer().score, [link.email, link.name]))
          fields.password = 'validation.password_weak';
      }
      const step = totpStep(secret, body.code, clock.now());
      if (step === null) fields.code = 'validation.totp_code_wrong';
      if (Object.keys(fields).length > 0 || step === null) throw validationFailed(fields);
      const passwordHash = invitation && body.password ? await hashPassword(body.password) : null;
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const now = clock.now().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await repos.operatorInvitations(trx).spend(link.id, now))) throw unusable();
          const operators = repos.operators(trx);
          if (passwordHash) {
            await operators.insertWithRecoveryCodes(
              trx,
              {
                id: link.operator_id,
                email: link.email,
                name: link.name,
                role: link.role,
                password_hash: passwordHash,
                totp_secret_sealed: link.totp_secret_sealed,
                // The code typed to enrol is spent: sign-in takes a later one.
                totp_last_step: step,
                disabled_at: null,
                created_at: now,
              },
              recoveryCodes.map(recoveryCodeHash),
            );
          } else {
            const target = await operators.findById(link.operator_id);
            if (!target || target.disabled_at) throw unusable();
            await operators.replaceSecondFactor(trx, {
              operatorId: link.operator_id,
              totpSecretSealed: link.totp_secret_sealed,
              totpLastStep: step,
              recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
              now,
            });
          }
          await audit.append(trx, {
            actor: { type: 'operator', id: link.operator_id },
            action: invitation ? 'operator.invitation_accepted' : 'operator.second_factor_enrolled',
            object: { type: 'operator', id: link.operator_id },
            after: invitation ? { email: link.email, role: link.role, invited_by: link.invited_by } : {},
            requestId,
          });
        });
      } catch (error) {
        // Someone took the address since the invitation (created by the command): nothing written.
        if (isUniqueViolation(error)) throw new AppError('conflict', 'error.operator.email_taken');
        throw error;
      }
      return { email: link.email, recovery_codes: recoveryCodes };
    },
  };
}

export type OperatorInvitationService = ReturnType<typeof createOperatorInvitationService>;
