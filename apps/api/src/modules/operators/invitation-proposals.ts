import {
  type InvitationProposal,
  type InvitationProposalDeclined,
  type Locale,
  mayConfirmProposal,
  type OperatorInvitation,
  type OperatorRole,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import type { OneTimeLinks } from './one-time-links';
import type { OperatorContext } from './operator-session.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  links: OneTimeLinks;
  repos: ReposOf<'operators' | 'operatorInvitationProposals'>;
}

interface Acting {
  administrator: OperatorContext;
  requestId: string;
}

const gone = () => new AppError('conflict', 'error.operator.invitation_proposal_gone');
export const awaitingConfirmation = () => new AppError('conflict', 'error.operator.invitation_awaiting');

/**
 * Invitations to a role with power under four-eyes (rules/operator-four-eyes.ts): one
 * administrator proposes, another confirms and only then is the link created and e-mailed (in
 * the proposer's language, naming the proposer); the proposer withdraws or another administrator
 * declines, and no link ever exists. Each step journaled, like the role grants.
 */
export function createInvitationProposals({ db, clock, audit, links, repos }: Deps) {
  return {
    /** Records the proposal in the caller's transaction (one waiting per address: 409). */
    async propose(
      trx: Kysely<Database>,
      acting: Acting & { person: { email: string; name: string; role: OperatorRole }; locale: Locale },
    ): Promise<InvitationProposal> {
      const id = newId();
      const now = clock.now().toISOString();
      try {
        await repos.operatorInvitationProposals(trx).insert({
          id,
          ...acting.person,
          locale: acting.locale,
          proposed_by: acting.administrator.id,
          proposed_at: now,
          outcome: null,
          decided_by: null,
          decided_at: null,
        });
      } catch (error) {
        // Another administrator proposed this address at the same moment.
        if (isUniqueViolation(error)) throw awaitingConfirmation();
        throw error;
      }
      await audit.append(trx, {
        actor: { type: 'operator', id: acting.administrator.id },
        action: 'operator.invitation_proposed',
        object: { type: 'invitation_proposal', id },
        after: { ...acting.person },
        requestId: acting.requestId,
      });
      const { id: proposerId, name: proposerName } = acting.administrator;
      return { id, ...acting.person, proposed_by: { id: proposerId, name: proposerName }, proposed_at: now };
    },

    async confirm(acting: Acting & { proposalId: string }): Promise<OperatorInvitation> {
      return db.transaction().execute(async (trx) => {
        const proposals = repos.operatorInvitationProposals(trx);
        const proposal = await proposals.findWaiting(acting.proposalId);
        if (!proposal) throw gone();
        if (!mayConfirmProposal(proposal.proposed_by, acting.administrator.id))
          throw new AppError('forbidden', 'error.operator.own_invitation');
        if (await repos.operators(trx).findByEmail(proposal.email))
          throw new AppError('conflict', 'error.operator.email_taken');
        const now = clock.now().toISOString();
        const decided = await proposals.decide(proposal.id, {
          outcome: 'confirmed',
          decided_by: acting.administrator.id,
          decided_at: now,
        });
        if (!decided) throw gone();
        const { email, name, role } = proposal;
        const inviter = { id: proposal.proposed_by, name: proposal.proposer_name };
        const sent = await links.invite(trx, { email, name, role }, { inviter, locale: proposal.locale });
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.administrator.id },
          action: 'operator.invited',
          object: { type: 'operator', id: sent.operatorId },
          after: {
            email,
            name,
            role,
            expires_at: sent.expiresAt,
            proposal_id: proposal.id,
            proposed_by: proposal.proposed_by,
          },
          requestId: acting.requestId,
        });
        return {
          id: sent.id,
          email,
          name,
          role,
          created_at: sent.createdAt,
          expires_at: sent.expiresAt,
          invited_by: { name: proposal.proposer_name },
        };
      });
    },

    async decline(acting: Acting & { proposalId: string }): Promise<InvitationProposalDeclined> {
      return db.transaction().execute(async (trx) => {
        const proposals = repos.operatorInvitationProposals(trx);
        const proposal = await proposals.findWaiting(acting.proposalId);
        if (!proposal) throw gone();
        const outcome = mayConfirmProposal(proposal.proposed_by, acting.administrator.id)
          ? 'declined'
          : 'withdrawn';
        const now = clock.now().toISOString();
        if (
          !(await proposals.decide(proposal.id, {
            outcome,
            decided_by: acting.administrator.id,
            decided_at: now,
          }))
        )
          throw gone();
        await audit.append(trx, {
          actor: { type: 'operator', id: acting.administrator.id },
          action: outcome === 'declined' ? 'operator.invitation_declined' : 'operator.invitation_withdrawn',
          object: { type: 'invitation_proposal', id: proposal.id },
          before: { email: proposal.email, role: proposal.role, proposed_by: proposal.proposed_by },
          after: { outcome },
          requestId: acting.requestId,
        });
        return {
          id: proposal.id,
          email: proposal.email,
          name: proposal.name,
          role: proposal.role,
          proposed_by: { id: proposal.proposed_by, name: proposal.proposer_name },
          proposed_at: proposal.proposed_at,
          outcome,
          decided_at: now,
        };
      });
    },
  };
}

export type InvitationProposals = ReturnType<typeof createInvitationProposals>;
