import {
  COUNTING_TRANSFER_OUTCOMES,
  type DepositTransferOutcome,
  type HeldTransferAction,
} from '@app/domain';
import { type Insertable, type Kysely, PostgresAdapter, type Selectable, sql } from 'kysely';
import type { Database } from '../schema';
import type {
  CapitalDepositsTable,
  DepositEventsTable,
  DepositReturnsTable,
  DepositShareholdersTable,
  DepositTransfersTable,
} from '../tables/capital-deposits';

export type DepositRow = Selectable<CapitalDepositsTable>;
export type ShareholderRow = Selectable<DepositShareholdersTable>;
export type TransferRow = Selectable<DepositTransfersTable>;
export type DepositReturnRow = Selectable<DepositReturnsTable>;

/** A transfer with the names of the supervisors who proposed and confirmed its action. */
export type ReviewedTransferRow = TransferRow & {
  proposer_name: string | null;
  confirmer_name: string | null;
};

/** The registered company given at the Kbis step, and who gave it. */
export interface DepositRegistration {
  siren: string;
  name: string;
  at: string;
  by: { kind: 'customer' | 'operator'; id: string };
}

export function createDepositRepository(db: Kysely<Database>) {
  return {
    async insertDeposit(row: Insertable<CapitalDepositsTable>): Promise<void> {
      await db.insertInto('capital_deposits').values(row).execute();
    },

    async insertShareholders(rows: Insertable<DepositShareholdersTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('deposit_shareholders').values(rows).execute();
    },

    async insertTransfer(row: Insertable<DepositTransfersTable>): Promise<void> {
      await db.insertInto('deposit_transfers').values(row).execute();
    },

    /** The deposit of a company, only for its owner: another user's company reads as absent. */
    async findOwned(companyId: string, userId: string): Promise<DepositRow | undefined> {
      return db
        .selectFrom('capital_deposits')
        .innerJoin('companies', 'companies.id', 'capital_deposits.company_id')
        .selectAll('capital_deposits')
        .where('capital_deposits.company_id', '=', companyId)
        .where('companies.user_id', '=', userId)
        .executeTakeFirst();
    },

    async findById(id: string): Promise<DepositRow | undefined> {
      return db.selectFrom('capital_deposits').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async shareholders(depositId: string): Promise<ShareholderRow[]> {
      return db
        .selectFrom('deposit_shareholders')
        .selectAll()
        .where('deposit_id', '=', depositId)
        .orderBy('position')
        .execute();
    },

    /** The shareholder whose reference (compacted) is among the candidates. */
    async findShareholderByReference(compactReferences: string[]): Promise<ShareholderRow | undefined> {
      if (compactReferences.length === 0) return undefined;
      return db
        .selectFrom('deposit_shareholders')
        .selectAll()
        .where(sql<string>`replace(transfer_reference, '-', '')`, 'in', compactReferences)
        .executeTakeFirst();
    },

    async transfers(depositId: string): Promise<TransferRow[]> {
      return db
        .selectFrom('deposit_transfers')
        .selectAll()
        .where('deposit_id', '=', depositId)
        .orderBy('received_at')
        .orderBy('id')
        .execute();
    },

    async findTransferById(id: string): Promise<TransferRow | undefined> {
      return db.selectFrom('deposit_transfers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Cents counted per shareholder of a deposit, summed from the transfer rows themselves. */
    async countedByShareholder(depositId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('deposit_transfers')
        .select(['shareholder_id', (eb) => eb.fn.sum<string | number>('amount_cents').as('cents')])
        .where('deposit_id', '=', depositId)
        .where('outcome', 'in', COUNTING_TRANSFER_OUTCOMES)
        .groupBy('shareholder_id')
        .execute();
      // PostgreSQL sums bigints as numeric (text on the wire); SQLite as an integer.
      return new Map(rows.map((row) => [row.shareholder_id ?? '', Number(row.cents)]));
    },

    /**
     * Takes the deposit's lock for the rest of the transaction: a transfer's matching and the
     * completion it may bring see every transfer committed before them. PostgreSQL: SELECT ... FOR
     * UPDATE; SQLite: a no-op write takes the database's write lock at once.
     */
    async lock(depositId: string): Promise<void> {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await db
          .selectFrom('capital_deposits')
          .select('id')
          .where('id', '=', depositId)
          .forUpdate()
          .execute();
      } else {
        await db
          .updateTable('capital_deposits')
          .set({ created_at: sql<string>`created_at` })
          .where('id', '=', depositId)
          .execute();
      }
    },

    async markComplete(depositId: string, at: string): Promise<void> {
      await db
        .updateTable('capital_deposits')
        .set({ completed_at: at })
        .where('id', '=', depositId)
        .where('completed_at', 'is', null)
        .execute();
    },

    /** The certificate's verification reference, given once (false: it was given already). */
    async issueCertificate(depositId: string, at: string, reference: string): Promise<boolean> {
      const issued = await db
        .updateTable('capital_deposits')
        .set({ certificate_reference: reference, certificate_issued_at: at })
        .where('id', '=', depositId)
        .where('completed_at', 'is not', null)
        .where('certificate_reference', 'is', null)
        .executeTakeFirst();
      return Number(issued.numUpdatedRows) === 1;
    },

    async findByCompany(companyId: string): Promise<DepositRow | undefined> {
      return db
        .selectFrom('capital_deposits')
        .selectAll()
        .where('company_id', '=', companyId)
        .executeTakeFirst();
    },

    /**
     * Every transfer the bank reviews on a deposit: those matched to it, and those credited to its
     * blocked account without a reference of its own (unmatched), oldest first, with the names of
     * the supervisors who proposed and confirmed an action on them.
     */
    async reviewedTransfers(deposit: Pick<DepositRow, 'id' | 'account_id'>): Promise<ReviewedTransferRow[]> {
      return db
        .selectFrom('deposit_transfers as t')
        .leftJoin('operators as proposer', 'proposer.id', 't.proposed_by')
        .leftJoin('operators as confirmer', 'confirmer.id', 't.confirmed_by')
        .selectAll('t')
        .select(['proposer.name as proposer_name', 'confirmer.name as confirmer_name'])
        .where((eb) =>
          eb.or([eb('t.deposit_id', '=', deposit.id), eb('t.account_id', '=', deposit.account_id)]),
        )
        .orderBy('t.received_at')
        .orderBy('t.id')
        .execute();
    },

    /** The outgoing transfers returning contributions of a deposit to their payers. */
    async returns(depositId: string): Promise<DepositReturnRow[]> {
      return db.selectFrom('deposit_returns').selectAll().where('deposit_id', '=', depositId).execute();
    },

    async insertReturn(row: Insertable<DepositReturnsTable>): Promise<void> {
      await db.insertInto('deposit_returns').values(row).execute();
    },

    async insertEvent(row: Insertable<DepositEventsTable>): Promise<void> {
      await db.insertInto('deposit_events').values(row).execute();
    },

    /**
     * A supervisor's proposal on a transfer still as it was read (`from`: held, or any outcome
     * once due back) with none pending; false when it was not so. An earlier decision's
     * confirmation (a release) gives way to the new proposal: the deposit's events and the journal
     * keep that release and its two supervisors.
     */
    async propose(
      id: string,
      proposal: {
        from: DepositTransferOutcome;
        action: HeldTransferAction;
        operatorId: string;
        note: string;
        at: string;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('deposit_transfers')
        .set({
          proposed_action: proposal.action,
          proposed_by: proposal.operatorId,
          proposed_at: proposal.at,
          proposal_note: proposal.note,
          confirmed_by: null,
          confirmed_at: null,
        })
        .where('id', '=', id)
        .where('outcome', '=', proposal.from)
        .where((eb) => eb.or([eb('proposed_action', 'is', null), eb('confirmed_by', 'is not', null)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The pending proposal is withdrawn or refused: the transfer stays as it is; false when there was none. */
    async clearProposal(id: string, action: HeldTransferAction): Promise<boolean> {
      const result = await db
        .updateTable('deposit_transfers')
        .set({ proposed_action: null, proposed_by: null, proposed_at: null, proposal_note: null })
        .where('id', '=', id)
        .where('proposed_action', '=', action)
        .where('confirmed_by', 'is', null)
        .where('outcome', '!=', 'returned')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Carries out the pending proposal, confirmed by a second supervisor: the transfer is released
     * (it counts) or returned (it never will). False when it was not still as read (`from`) with
     * this action pending, proposed by another, which makes a twin confirmation change nothing.
     */
    async confirm(
      id: string,
      confirmation: {
        from: DepositTransferOutcome;
        action: HeldTransferAction;
        operatorId: string;
        at: string;
      },
    ): Promise<boolean> {
      const decided =
        confirmation.action === 'release'
          ? { outcome: 'released' as const, released_at: confirmation.at }
          : { outcome: 'returned' as const, returned_at: confirmation.at };
      const result = await db
        .updateTable('deposit_transfers')
        .set({ ...decided, confirmed_by: confirmation.operatorId, confirmed_at: confirmation.at })
        .where('id', '=', id)
        .where('outcome', '=', confirmation.from)
        .where('proposed_action', '=', confirmation.action)
        .where('confirmed_by', 'is', null)
        .where('proposed_by', '!=', confirmation.operatorId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The operator who gave the registration on record (null: the applicant gave it, or none). */
    async registrar(deposit: DepositRow): Promise<{ id: string; name: string } | null> {
      if (deposit.registered_by_kind !== 'operator' || !deposit.registered_by_id) return null;
      const row = await db
        .selectFrom('operators')
        .select(['id', 'name'])
        .where('id', '=', deposit.registered_by_id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Records the registered company on the deposit (given again, it replaces what was given). */
    async recordRegistration(depositId: string, registration: DepositRegistration): Promise<void> {
      await db
        .updateTable('capital_deposits')
        .set({
          registered_siren: registration.siren,
          registered_name: registration.name,
          registered_at: registration.at,
          registered_by_kind: registration.by.kind,
          registered_by_id: registration.by.id,
        })
        .where('id', '=', depositId)
        .execute();
    },
  };
}
