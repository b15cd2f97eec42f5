import { type KycQuestionReply, type Locale, translate } from '@app/domain';
import type { KycQuestionDefinition } from './questionnaire-v3/types';

/** A question of the questionnaire in one language, as the API serves it. */
export function localizeQuestion(question: KycQuestionDefinition, locale: Locale): KycQuestionReply {
  const inWords = (key: string | undefined) => (key === undefined ? null : translate(locale, key));
  return {
    id: question.id,
    label: translate(locale, question.label),
    type: question.type,
    answers: (question.answers ?? []).map((answer) => ({
      value: answer.value,
      label: translate(locale, answer.label),
      hint: inWords(answer.hint),
      hasOther: answer.hasOther ?? false,
    })),
    required: question.required,
    hint: inWords(question.hint),
    hint2: inWords(question.hint2),
    minOther: question.minOther ?? null,
    placeholder: inWords(question.placeholder),
    required_when: question.requiredWhen
      ? { question_id: question.requiredWhen.questionId, value: question.requiredWhen.value }
      : null,
  };
}
