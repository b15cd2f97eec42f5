import { KYC_QUESTIONNAIRE_VERSION, type KycAnswer, type KycVariant, kycLegalFormParam } from '@app/domain';
import { api, uploadFiles } from '../../lib/api-client';
import { kycJsonBody } from './kyc-form';
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

/**
 * Saves the answers; with supporting files (the upload question) the multipart variant carries
 * them beside the answers in one request, so both are stored or neither.
 */
export const saveKycAnswers = (
  companyId: string,
  answers: KycAnswer[],
  files: readonly File[] = [],
  onProgress?: (fraction: number) => void,
) => {
  const path = `/companies/${encodeURIComponent(companyId)}/kyc`;
  if (files.length === 0) return api.put<KycSavedAnswer[]>(path, { answers }, { query: version });
  return uploadFiles<KycSavedAnswer[]>(path, files, {
    method: 'PUT',
    query: version,
    fields: { jsonBody: JSON.stringify(kycJsonBody(answers)) },
    ...(onProgress ? { onProgress } : {}),
  });
};
