import type { Locale } from '@app/domain';
import type { KycQuestionDefinition } from './questionnaire-v3/types';

/** The wire shape of a question (spec §3), in one language. */
export interface KycQuestion {
  id: number;
  label: string;
  type: KycQuestionDefinition['type'];
  answers: { value: string; label: string; hint: string | null; hasOther: boolean }[];
  required: boolean;
  hint: string | null;
  hint2: string | null;
  minOther: number | null;
  placeholder: string | null;
  required_when: { question_id: number; value: string } | null;
}

export function localizeQuestion(question: KycQuestionDefinition, locale: Locale): KycQuestion {
  return {
    id: question.id,
    label: question.label[locale],
    type: question.type,
    answers: (question.answers ?? []).map((answer) => ({
      value: answer.value,
      label: answer.label[locale],
      hint: answer.hint?.[locale] ?? null,
      hasOther: answer.hasOther ?? false,
    })),
    required: question.required,
    hint: question.hint?.[locale] ?? null,
    hint2: question.hint2?.[locale] ?? null,
    minOther: question.minOther ?? null,
    placeholder: question.placeholder?.[locale] ?? null,
    required_when: question.requiredWhen
      ? { question_id: question.requiredWhen.questionId, value: question.requiredWhen.value }
      : null,
  };
}
