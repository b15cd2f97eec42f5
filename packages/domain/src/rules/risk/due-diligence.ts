import type { DueDiligenceDocumentKind } from '../../tables/documents';
import type { OperatorRole } from '../../tables/operator-roles';
import { RISK_TABLE, type RiskTier } from './risk-table';

/** The documents enhanced due diligence asks of the customer (none below enhanced). */
export const dueDiligenceDocuments = (tier: RiskTier | null): readonly DueDiligenceDocumentKind[] =>
  tier === 'enhanced' ? RISK_TABLE.enhancedDueDiligence.documents : [];

/** Whether an operator of this role may approve a case of this tier: enhanced is a supervisor's alone. */
export const mayApproveAtTier = (role: OperatorRole, tier: RiskTier | null): boolean =>
  tier !== 'enhanced' ||
  (RISK_TABLE.enhancedDueDiligence.approverRoles as readonly OperatorRole[]).includes(role);
