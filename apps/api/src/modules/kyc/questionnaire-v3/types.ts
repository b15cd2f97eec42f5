import type { KycQuestionType, MessageKey } from '@app/domain';

/** The catalogue's questionnaire words: kyc.q<id>.label, kyc.answer.yes... */
export type KycTextKey = Extract<MessageKey, `kyc.${string}`>;

export interface KycAnswerOption {
  /** Stable value stored and sent back; labels change with the language. */
  value: string;
  label: KycTextKey;
  hint?: KycTextKey;
  /** Choosing it lets the user type their own answer (an amount when the question has minOther). */
  hasOther?: boolean;
}

/** One question of the questionnaire; the API serves its words in the request's language. */
export interface KycQuestionDefinition {
  id: number;
  type: KycQuestionType;
  label: KycTextKey;
  required: boolean;
  hint?: KycTextKey;
  hint2?: KycTextKey;
  placeholder?: KycTextKey;
  answers?: readonly KycAnswerOption[];
  /** Minimum amount (euros) of an "other" answer: it must be greater than this. */
  minOther?: number;
  /** Required only when another question was answered with this value. */
  requiredWhen?: { questionId: number; value: string };
}
