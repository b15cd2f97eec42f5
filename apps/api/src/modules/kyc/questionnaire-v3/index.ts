import type { KycVariant } from '@app/domain';
import { ASSOCIATION_QUESTIONS } from './association';
import { DEFAULT_QUESTIONS } from './default';
import { EI_QUESTIONS } from './ei';
import { NEW_COMPANY_QUESTIONS } from './new-company';
import type { KycQuestionDefinition } from './types';

export const QUESTIONNAIRE_V3: Readonly<Record<KycVariant, readonly KycQuestionDefinition[]>> = {
  new_company: NEW_COMPANY_QUESTIONS,
  ei: EI_QUESTIONS,
  association: ASSOCIATION_QUESTIONS,
  default: DEFAULT_QUESTIONS,
};
