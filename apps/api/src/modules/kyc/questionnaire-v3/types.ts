import type { LocalizedLabel } from '@app/domain';

export const KYC_QUESTION_TYPES = [
  'text',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'upload',
  'select',
] as const;
export type KycQuestionType = (typeof KYC_QUESTION_TYPES)[number];

export interface KycAnswerOption {
  /** Stable value stored and sent back; labels change with the language. */
  value: string;
  label: LocalizedLabel;
  hint?: LocalizedLabel;
  /** Choosing it lets the user type their own answer (an amount when the question has minOther). */
  hasOther?: boolean;
}

/** One question of the questionnaire, in every language; the API serves it in the request's one. */
export interface KycQuestionDefinition {
  id: number;
  type: KycQuestionType;
  label: LocalizedLabel;
  required: boolean;
  hint?: LocalizedLabel;
  hint2?: LocalizedLabel;
  placeholder?: LocalizedLabel;
  answers?: readonly KycAnswerOption[];
  /** Minimum amount (euros) of an "other" answer: it must be greater than this. */
  minOther?: number;
  /** Required only when another question was answered with this value. */
  requiredWhen?: { questionId: number; value: string };
}

/** The four variants: enrollment, sole traders (EI, AE), associations (ASS, AS), other existing companies. */
export const KYC_VARIANTS = ['new_company', 'ei', 'association', 'default'] as const;
export type KycVariant = (typeof KYC_VARIANTS)[number];
