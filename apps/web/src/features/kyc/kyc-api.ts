import {
  type ApiReply,
  KYC_QUESTIONNAIRE_VERSION,
  type KycAnswer,
  type KycQuestionReply,
  type KycVariant,
  kycLegalFormParam,
  routeUrl,
} from '@app/domain';
import { callApi } from '../../lib/api-client';
import { uploadFiles } from '../../lib/api-upload';
import { kycJsonBody } from './kyc-form';

const version = { version: KYC_QUESTIONNAIRE_VERSION };

/** The questionnaire; a failure is an empty list (spec §7). */
export const fetchKycQuestions = (variant: KycVariant) =>
  callApi('GET /companies/kyc', {
    query: { ...version, legal_form: kycLegalFormParam(variant) },
    suppressErrorModal: true,
  }).catch(() => [] as KycQuestionReply[]);

/** Saved answers; false on failure (spec §7). */
export const fetchKycAnswers = (companyId: string) =>
  callApi('GET /companies/{companyId}/kyc', {
    params: { companyId },
    query: version,
    suppressErrorModal: true,
  }).catch(() => false as const);

const SAVE = 'PUT /companies/{companyId}/kyc';

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
  if (files.length === 0) return callApi(SAVE, { params: { companyId }, body: { answers }, query: version });
  return uploadFiles<ApiReply<typeof SAVE>>(routeUrl(SAVE, { companyId }), files, {
    method: 'PUT',
    query: version,
    fields: { jsonBody: JSON.stringify(kycJsonBody(answers)) },
    ...(onProgress ? { onProgress } : {}),
  });
};
