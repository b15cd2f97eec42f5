import type { DueDiligenceDocumentKind, IdentityMeasure, RiskTier, RiskTrigger } from '@app/domain';
import type { DocumentSubjectType } from './documents';

/** One risk rating of an opening, kept as it was made; factors are JSON text. */
export interface RiskRatingsTable {
  id: string;
  company_id: string;
  tier: RiskTier;
  score: number;
  edition: string;
  factors: string;
  rated_at: string;
  next_review_on: string;
  trigger: RiskTrigger;
  actor_type: 'customer' | 'operator' | 'system';
  actor_id: string | null;
}

/** The latest rating of each rated opening (the case list's tier filter). */
export interface CaseRiskTable {
  company_id: string;
  rating_id: string;
  tier: RiskTier;
  next_review_on: string;
}

/** A document enhanced due diligence asked of the customer. */
export interface DueDiligenceRequestsTable {
  id: string;
  company_id: string;
  rating_id: string;
  /** Written only from the domain's DueDiligenceDocumentKind. */
  document_type: DueDiligenceDocumentKind;
  requested_at: string;
  fulfilled_at: string | null;
  fulfilled_document_id: string | null;
  withdrawn_at: string | null;
}

/** One identification measure applied to a person (or the company), with its evidence as JSON text. */
export interface IdentityMeasuresTable {
  id: string;
  company_id: string;
  measure: IdentityMeasure;
  subject_type: Extract<DocumentSubjectType, 'user' | 'representative'> | 'company';
  subject_id: string;
  subject_name: string;
  source_id: string;
  applied_at: string;
  evidence: string;
  recorded_at: string;
}
