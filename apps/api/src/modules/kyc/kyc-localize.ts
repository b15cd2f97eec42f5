import type { KycQuestionReply, Locale } from '@app/domain';
import type { KycQuestionDefinition } from './questionnaire-v3/types';

/** A question of the questionnaire in one language, as the API serves it. */
export function localizeQuestion(question: KycQuestionDefinition, locale: Locale): KycQuestionReply {
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
