import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { OperatorInvitationProposalsTable } from '../tables/operators';

/** Invitations to a role with power waiting for a second administrator (four-eyes). */
export function createOperatorInvitationProposalRepository(db: Kysely<Database>) {
  const waiting = () =>
    db
      .selectFrom('operator_invitation_proposals as p')
      .innerJoin('operators as a', 'a.id', 'p.proposed_by')
      .select([
        'p.id',
        'p.email',
        'p.name',
        'p.role',
        'p.locale',
        'p.proposed_by',
        'p.proposed_at',
        'a.name as proposer_name',
      ])
      .where('p.decided_at', 'is', null);

  return {
    insert: (proposal: Insertable<OperatorInvitationProposalsTable>) =>
      db.insertInto('operator_invitation_proposals').values(proposal).execute(),

    /** The proposal waiting for this address, if any (one at most). */
    waitingFor: (email: string) => waiting().where('p.email', '=', email).executeTakeFirst(),

    /** A proposal still waiting, with its proposer's name. */
    findWaiting: (id: string) => waiting().where('p.id', '=', id).executeTakeFirst(),

    /** Every proposal waiting, oldest first, for the administrators' list. */
    listWaiting: () => waiting().orderBy('p.proposed_at').orderBy('p.id').execute(),

    /** Decides a waiting proposal (conditional: true when this call decided it, so once). */
    async decide(
      id: string,
      decision: Pick<OperatorInvitationProposalsTable, 'outcome' | 'decided_by' | 'decided_at'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('operator_invitation_proposals')
        .set(decision)
        .where('id', '=', id)
        .where('decided_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
