import {
  companyUploadRefusal,
  documentKindName,
  journeyOf,
  KYC_QUESTIONNAIRE_VERSION,
  type Message,
  message,
  registrationProofKind,
} from '@app/domain';
import type { KycAnswerRepository } from '../../db/repositories/kyc-answers';
import { AppError } from '../../errors';
import type { OwnedCompany } from './subject-access';

/** Refuses a company document the domain's order and kinds do not allow, saying what to do instead. */
export async function checkCompanyUpload(
  kycAnswers: KycAnswerRepository,
  company: OwnedCompany,
  type: string,
): Promise<void> {
  const refusal = companyUploadRefusal({
    journey: journeyOf(company.registrationType),
    legalForm: company.legalForm,
    type,
    hasKycAnswers: (await kycAnswers.count(company.id, KYC_QUESTIONNAIRE_VERSION)) > 0,
  });
  if (!refusal) return;
  if (refusal === 'kyc_first') throw new AppError('conflict', 'document.kyc_first');
  const text: Message =
    refusal === 'registration_proof_in_formation'
      ? message('document.no_registration_proof_in_formation')
      : refusal === 'not_held_by_legal_form'
        ? message('document.not_held_by_legal_form', { legalForm: company.legalForm ?? '' })
        : message('document.wrong_registration_proof', {
            // A document's name takes no parameter.
            expected: {
              key: documentKindName(registrationProofKind(company.legalForm), company.legalForm),
              params: {},
            },
          });
  throw new AppError('validation_failed', text, { type: text });
}
