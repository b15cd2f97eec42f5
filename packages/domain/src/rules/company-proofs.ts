import { documentKindsNotHeld, registrationProofKind } from '../tables/documents';
import type { Journey } from '../tables/registration-types';

/** Why a company document may not go into the slot asked for (null: it may). */
export type CompanyUploadRefusal =
  | 'wrong_registration_proof'
  | 'registration_proof_in_formation'
  | 'not_held_by_legal_form'
  | 'kyc_first';

/**
 * The order and kinds of a company's documents: a company being created has no registration
 * extract (Kbis or proof of activity) yet; one that has, has the kind its legal form gives; and the
 * proofs step's documents come after the KYC questionnaire (spec §2.3 "no kyc result" guard). The
 * registration extract itself is sent with the company form, before the questionnaire. A business
 * never gives what its legal form does not have (a sole trader: statutes, minutes).
 */
export function companyUploadRefusal(context: {
  journey: Journey;
  legalForm: string | null | undefined;
  type: string;
  hasKycAnswers: boolean;
}): CompanyUploadRefusal | null {
  const registrationProof = context.type === 'kbis' || context.type === 'activity_proof';
  if (
    !registrationProof &&
    (documentKindsNotHeld(context.legalForm) as readonly string[]).includes(context.type)
  )
    return 'not_held_by_legal_form';
  if (registrationProof) {
    if (context.journey === 'enrollment') return 'registration_proof_in_formation';
    return context.type === registrationProofKind(context.legalForm) ? null : 'wrong_registration_proof';
  }
  return context.hasKycAnswers ? null : 'kyc_first';
}
