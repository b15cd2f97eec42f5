/** A question of GET /companies/kyc?version=3 (the API's route schema is the reference). */
export interface KycQuestionView {
  id: number;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'radio' | 'checkbox' | 'upload' | 'select';
  answers: { value?: string; label: string; hint: string | null; hasOther: boolean }[];
  required: boolean;
  hint: string | null;
  hint2: string | null;
  minOther: number | null;
  placeholder: string | null;
  /** Asked (and required) only when another question has this option value. */
  required_when?: { question_id: number; value: string } | null;
}

/** A saved answer of GET /companies/{id}/kyc: checkbox labels joined by commas. */
export interface KycSavedAnswer {
  question_id: number;
  answer: string;
  other: string | null;
}

/** One question's value in the form. */
export interface KycValue {
  answer: string | string[];
  other: string;
}

export type KycValues = Record<string, KycValue>;

export const fieldKey = (questionId: number) => `q${questionId}`;
