import type { Locale, OperatorRole } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { OperatorInvitationRecord } from '../../db/repositories/operator-invitations';
import type { Database } from '../../db/schema';
import { newId, newSecretToken, sha256 } from '../../ids';
import type { MessageSender } from '../../messaging/message';
import { operatorInvitationEmail } from './operator-invitation-email';
import { newTotpEnrolment } from './totp';
import { totpSeedSealOf } from './totp-seed-seal';

interface Deps {
  clock: Clock;
  config: AppConfig;
  messaging: MessageSender;
  repos: ReposOf<'operatorInvitations'>;
}

/** The administrator the e-mail names, and the language it is written in. */
export interface LinkSender {
  inviter: { id: string; name: string };
  locale: Locale;
}

export const backofficeIssuer = (config: AppConfig) => `${config.bank.name} back-office`;

/**
 * Writing and e-mailing a one-time link, in the caller's transaction: the token is kept as its
 * SHA-256, with the TOTP secret to enrol sealed under the operator's id; a new link replaces the
 * operator's open ones.
 */
export function createOneTimeLinks({ clock, config, messaging, repos }: Deps) {
  const seeds = totpSeedSealOf(config);
  const issuer = backofficeIssuer(config);
  const validForMs = config.backoffice.invitationHours * 60 * 60 * 1000;
  const linkOf = (token: string) => `${config.backoffice.origin}/invitation#${token}`;

  async function send(
    trx: Kysely<Database>,
    link: Pick<OperatorInvitationRecord, 'purpose' | 'operator_id' | 'email' | 'name' | 'role'>,
    { inviter, locale }: LinkSender,
  ) {
    const token = newSecretToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + validForMs).toISOString();
    const id = newId();
    const invitations = repos.operatorInvitations(trx);
    await invitations.revokeOpen(link.operator_id, now.toISOString());
    await invitations.insert({
      ...link,
      id,
      token_hash: sha256(token),
      totp_secret_sealed: seeds.seal(link.operator_id, newTotpEnrolment(link.email, issuer).secret),
      invited_by: inviter.id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
    });
    const email = operatorInvitationEmail({
      purpose: link.purpose,
      name: link.name,
      inviter: inviter.name,
      role: link.role,
      brand: config.bank.name,
      url: linkOf(token),
      expiresAt,
      locale,
    });
    await messaging.send({ channel: 'email', to: link.email, ...email }, { db: trx });
    return { id, operatorId: link.operator_id, createdAt: now.toISOString(), expiresAt };
  }

  return {
    send,

    /** An invitation's link; a new invitation to the same address replaces the earlier one (its link stops). */
    async invite(
      trx: Kysely<Database>,
      person: { email: string; name: string; role: OperatorRole },
      sender: LinkSender,
    ) {
      const earlier = await repos.operatorInvitations(trx).openInvitationTo(person.email);
      return send(
        trx,
        { purpose: 'invitation', operator_id: earlier?.operator_id ?? newId(), ...person },
        sender,
      );
    },
  };
}

export type OneTimeLinks = ReturnType<typeof createOneTimeLinks>;
