import type { Insertable, Kysely } from 'kysely';
import { sha256 } from '../../ids';
import type { Database } from '../schema';
import type { OperatorInvitationsTable } from '../tables/operators';

export type OperatorInvitationRecord = OperatorInvitationsTable;

/** The administrators' one-time links: invitations and second-factor resets. */
export function createOperatorInvitationRepository(db: Kysely<Database>) {
  return {
    /** Voids the open links of an operator (a new one replaces them). */
    revokeOpen: (operatorId: string, now: string) =>
      db
        .updateTable('operator_invitations')
        .set({ revoked_at: now })
        .where('operator_id', '=', operatorId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute(),

    /** The open invitation sent to an e-mail address, if any (a new one replaces it). */
    openInvitationTo: (email: string) =>
      db
        .selectFrom('operator_invitations')
        .selectAll()
        .where('email', '=', email)
        .where('purpose', '=', 'invitation')
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst(),

    insert: (invitation: Insertable<OperatorInvitationsTable>) =>
      db.insertInto('operator_invitations').values(invitation).execute(),

    /** The link a token opens while it can still be used: neither spent, replaced nor expired. */
    findUsable: (token: string, now: string) =>
      db
        .selectFrom('operator_invitations')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst(),

    /** Spends a link (conditional: true when this call spent it, so it works once). */
    async spend(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('operator_invitations')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Invitations still waiting for their operator, for the administrators' list. */
    listOpenInvitations: (now: string) =>
      db
        .selectFrom('operator_invitations as i')
        .innerJoin('operators as a', 'a.id', 'i.invited_by')
        .select([
          'i.id',
          'i.email',
          'i.name',
          'i.role',
          'i.created_at',
          'i.expires_at',
          'a.name as invited_by_name',
        ])
        .where('i.purpose', '=', 'invitation')
        .where('i.used_at', 'is', null)
        .where('i.revoked_at', 'is', null)
        .where('i.expires_at', '>', now)
        .orderBy('i.created_at')
        .execute(),
  };
}
