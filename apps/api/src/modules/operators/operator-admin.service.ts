import { mayConfirmProposal, type OperatorRole, type OperatorSummary } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { OperatorContext } from './operator-session.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  repos: ReposOf<'operators' | 'operatorInvitations' | 'operatorInvitationProposals'>;
}

interface Acting {
  administrator: OperatorContext;
  operatorId: string;
  requestId: string;
}

/**
 * The administrators' management of operators: the list, disabling (every open session ends in
 * the same transaction, so the next call is 401), and role changes under four-eyes (one
 * administrator proposes, another confirms). An administrator never acts on their own account.
 * Each change is journaled with the acting administrator.
 */
export function createOperatorAdminService({ db, clock, audit, repos }: Deps) {
  const operators = repos.operators(db);

  async function list(): Promise<OperatorSummary[]> {
    const rows = await operators.listWithActivity();
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      status: row.disabled_at ? 'disabled' : 'active',
      last_signed_in_at: row.last_signed_in_at ?? null,
      pending_grant:
        row.grant_id && row.grant_role && row.grant_proposed_at && row.proposer_id
          ? {
              id: row.grant_id,
              role: row.grant_role,
              proposed_by: { id: row.proposer_id, name: row.proposer_name ?? '' },
              proposed_at: row.grant_proposed_at,
            }
          : null,
    }));
  }

  async function summaryOf(operatorId: string): Promise<OperatorSummary> {
    const found = (await list()).find((operator) => operator.id === operatorId);
    if (!found) throw notFound('operator');
    return found;
  }

  async function another(trx: Kysely<Database>, { administrator, operatorId }: Acting) {
    const target = await repos.operators(trx).findById(operatorId);
    if (!target) throw notFound('operator');
    if (target.id === administrator.id) throw new AppError('forbidden', 'error.operator.own_account');
    return target;
  }

  return {
    list: async () => ({
      operators: await list(),
      invitations: (await repos.operatorInvitations(db).listOpenInvitations(clock.now().toISOString())).map(
        ({ invited_by_name, ...invitation }) => ({ ...invitation, invited_by: { name: invited_by_name } }),
      ),
      invitation_proposals: (await repos.operatorInvitationProposals(db).listWaiting()).map(
        ({ proposer_name, locale: _locale, ...proposal }) => ({
          ...proposal,
          proposed_by: { id: proposal.proposed_by, name: proposer_name },
        }),
      ),
    }),

    async disable(acting: Acting): Promise<OperatorSummary> {
      await db.transaction().execute(async (trx) => {
        const target = await another(trx, acting);
        const now = clock.now().toISOString();
        const inTrx = repos.operators(trx);
        if (!(await inTrx.disable(trx, target.id, now)))
          throw new AppError('conflict', 'error.operator.already_disabled');
        const endedSessions = await inTrx.endSessionsOf(trx, target.id, now);
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.administrator.id },
          action: 'operator.disabled',
          object: { type: 'operator', id: target.id },
          before: { status: 'active' },
          after: { status: 'disabled', ended_sessions: endedSessions.length },
          requestId: acting.requestId,
        });
      });
      return summaryOf(acting.operatorId);
    },

    async proposeRole(acting: Acting & { role: OperatorRole }): Promise<OperatorSummary> {
      await db.transaction().execute(async (trx) => {
        const target = await another(trx, acting);
        if (target.disabled_at) throw new AppError('conflict', 'error.operator.disabled');
        if (target.role === acting.role) throw new AppError('conflict', 'error.operator.same_role');
        const grantId = await repos.operators(trx).proposeGrant(trx, {
          operatorId: target.id,
          role: acting.role,
          proposedBy: acting.administrator.id,
          now: clock.now().toISOString(),
        });
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.administrator.id },
          action: 'operator.role_proposed',
          object: { type: 'operator', id: target.id },
          before: { role: target.role },
          after: { role: acting.role, grant_id: grantId },
          requestId: acting.requestId,
        });
      });
      return summaryOf(acting.operatorId);
    },

    async confirmRole(acting: Acting & { grantId: string }): Promise<OperatorSummary> {
      await db.transaction().execute(async (trx) => {
        const target = await another(trx, acting);
        const inTrx = repos.operators(trx);
        const grant = await inTrx.findOpenGrant(trx, target.id);
        if (!grant || grant.id !== acting.grantId)
          throw new AppError('conflict', 'error.operator.grant_gone');
        if (!mayConfirmProposal(grant.proposed_by, acting.administrator.id))
          throw new AppError('forbidden', 'error.operator.own_grant');
        if (target.disabled_at) throw new AppError('conflict', 'error.operator.disabled');
        const now = clock.now().toISOString();
        const confirmed = await inTrx.confirmGrant(trx, {
          id: grant.id,
          operatorId: target.id,
          role: grant.role,
          confirmedBy: acting.administrator.id,
          now,
        });
        if (!confirmed) throw new AppError('conflict', 'error.operator.grant_gone');
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.administrator.id },
          action: 'operator.role_changed',
          object: { type: 'operator', id: target.id },
          before: { role: target.role },
          after: { role: grant.role, grant_id: grant.id, proposed_by: grant.proposed_by },
          requestId: acting.requestId,
        });
      });
      return summaryOf(acting.operatorId);
    },
  };
}

export type OperatorAdminService = ReturnType<typeof createOperatorAdminService>;
