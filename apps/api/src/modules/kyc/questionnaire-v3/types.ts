import type { KycQuestionType, LocalizedLabel } from '@app/domain';

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
