import { KYC_QUESTIONNAIRE_VERSION, type KycAnswer, type KycVariant, kycLegalFormParam } from '@app/domain';
import { api } from '../../lib/api-client';
import type { KycQuestionView, KycSavedAnswer } from './kyc-types';

const version = { version: KYC_QUESTIONNAIRE_VERSION };

/** The questionnaire; a failure is an empty list (spec §7). */
export const fetchKycQuestions = (variant: KycVariant) =>
  api
    .get<KycQuestionView[]>('/companies/kyc', {
      query: { ...version, legal_form: kycLegalFormParam(variant) },
      suppressErrorModal: true,
    })
    .catch(() => [] as KycQuestionView[]);

/** Saved answers; false on failure (spec §7). */
export const fetchKycAnswers = (companyId: string) =>
  api
    .get<KycSavedAnswer[]>(`/companies/${encodeURIComponent(companyId)}/kyc`, {
      query: version,
      suppressErrorModal: true,
    })
    .catch(() => false as const);

export const saveKycAnswers = (companyId: string, answers: KycAnswer[]) =>
  api.put<KycSavedAnswer[]>(
    `/companies/${encodeURIComponent(companyId)}/kyc`,
    { answers },
    { query: version },
  );
