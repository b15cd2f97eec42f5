import type { PscEvidence } from '../../contracts/pro-sante-connect.contract';
import { MAIN_ACTIVITY_QUESTION_ID, mainActivityOfProfession } from './main-activity';

/** Question 5, the origin of the funds (checkboxes), in every practice variant of the questionnaire. */
export const SOURCE_OF_FUNDS_QUESTION_ID = 5;
/** Question 13, what the account is for (checkboxes). */
export const ACCOUNT_USAGE_QUESTION_ID = 13;
/** Question 17, "do you also work as an employee?" (yes / no), asked of sole traders. */
export const SALARIED_ACTIVITY_QUESTION_ID = 17;

/**
 * A proposed answer: option values (one for a single choice, the boxes ticked for checkboxes) and
 * what the federation vouched for that implies it, which the screen says under the question.
 */
export interface VouchedKycProposal {
  values: readonly string[];
  ground: 'profession' | 'practice_sites' | 'liberal_practice';
}

/** Proposed answers by question id. */
export type VouchedKycProposals = ReadonlyMap<number, VouchedKycProposal>;

/**
 * "Yes" when one of the practitioner's sites is salaried, "no" when every site the federation
 * lists is liberal; nothing when the list is not kept, empty, or holds a site of another or
 * unknown mode (a volunteer post says nothing either way).
 */
function salariedActivityOf(sites: PscEvidence['identity']['practice_sites']): string | null {
  if (!sites || sites.length === 0) return null;
  if (sites.some((site) => site.mode === 'salaried')) return 'yes';
  return sites.every((site) => site.mode === 'liberal') ? 'no' : null;
}

/**
 * What Pro Santé Connect's evidence proposes in the questionnaire, each only where it vouches for
 * it: the main activity from the profession and specialty; the salaried activity from the whole
 * list of sites; and, with a practice chosen (the sign-in offers liberal practices only), fees as
 * the funds' origin and their collection as the account's use, since a liberal practitioner's
 * practice account receives her fees. Proposals the person reviews and may change, never answers.
 */
export function vouchedKycProposals(
  evidence: Pick<PscEvidence, 'identity' | 'practice'>,
): VouchedKycProposals {
  const proposals = new Map<number, VouchedKycProposal>();
  const { identity, practice } = evidence;
  const activity = mainActivityOfProfession(identity.profession_code, identity.specialty_code);
  if (activity) proposals.set(MAIN_ACTIVITY_QUESTION_ID, { values: [activity], ground: 'profession' });
  const salaried = salariedActivityOf(identity.practice_sites);
  if (salaried)
    proposals.set(SALARIED_ACTIVITY_QUESTION_ID, { values: [salaried], ground: 'practice_sites' });
  if (practice) {
    const ground = 'liberal_practice';
    proposals.set(SOURCE_OF_FUNDS_QUESTION_ID, { values: ['professional_fees'], ground });
    proposals.set(ACCOUNT_USAGE_QUESTION_ID, { values: ['collect_fees'], ground });
  }
  return proposals;
}
