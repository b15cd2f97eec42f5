import { type KycSavedAnswerReply, LOCALES, type Locale, translate } from '@app/domain';
import { kycAnswersSchema, normalizeKycText } from '@app/domain/schemas/kyc';
import type { KycAnswer } from '../../db/repositories/kyc-answers';
import { localizeQuestion } from './kyc-localize';
import type { KycAnswerOption, KycQuestionDefinition } from './questionnaire-v3/types';

export interface KycAnswerInput {
  question_id: number | string;
  answer: string | number | boolean | readonly (string | number)[] | null;
  other?: string | number | null;
}

/** A stored answer as the API answers it: the question's id is a number on the wire. */
export const toSavedAnswerReply = (answer: KycAnswer): KycSavedAnswerReply => ({
  question_id: Number(answer.question_id),
  answer: answer.answer,
  other: answer.other,
});

export interface KycValidation {
  answers: KycAnswer[];
  /** Field path to message key, as the domain schema names them (answers.<index>.answer...). */
  errors: Record<string, string>;
}

interface DomainAnswer {
  question_id: number;
  answer: string | string[];
  other?: string | null;
}

const asTexts = (answer: KycAnswerInput['answer']): string[] => {
  if (answer === null || answer === undefined) return [];
  if (Array.isArray(answer)) return answer.map((item) => String(item).trim());
  if (typeof answer === 'boolean') return [answer ? 'yes' : 'no'];
  return [String(answer).trim()];
};

/** The option named by its value or by its label in any shipped language. */
export function findOption(options: readonly KycAnswerOption[], text: string): KycAnswerOption | undefined {
  const wanted = text.toLowerCase();
  return options.find(
    (option) =>
      option.value.toLowerCase() === wanted ||
      LOCALES.some((locale) => translate(locale, option.label).toLowerCase() === wanted),
  );
}

/**
 * Brings a client's answer to the domain's shape: options named by their label in the request's
 * language, checkbox answers split on commas, and a bare amount given to an "other" choice moved to `other`.
 */
function toDomainAnswer(
  question: KycQuestionDefinition | undefined,
  input: KycAnswerInput,
  locale: Locale,
): DomainAnswer {
  const questionId = Number(input.question_id);
  const other = input.other === null || input.other === undefined ? null : String(input.other);
  let texts = asTexts(input.answer);
  const options = question?.answers ?? [];
  if (!question || options.length === 0) {
    return { question_id: questionId, answer: texts.join(','), other };
  }
  if (question.type === 'checkbox') texts = texts.flatMap((text) => text.split(','));
  texts = texts.map((text) => text.trim()).filter((text) => text !== '');
  const otherOption = options.find((option) => option.hasOther);
  let typedOther = other;
  const labels = texts.map((text) => {
    const option = findOption(options, text);
    if (option) return translate(locale, option.label);
    // Text that names no option is what the user typed for "other".
    if (otherOption && typedOther === null) {
      typedOther = text;
      return translate(locale, otherOption.label);
    }
    return text;
  });
  return {
    question_id: questionId,
    answer: question.type === 'checkbox' ? [...new Set(labels)] : (labels[0] ?? ''),
    other: typedOther,
  };
}

const fieldOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/**
 * Checks a whole set of answers against one questionnaire with the domain's rules (required,
 * allowed options, numbers, "other" above minOther), plus the questions this questionnaire makes
 * required by another answer (requiredWhen).
 */
export function validateKycAnswers(
  definitions: readonly KycQuestionDefinition[],
  input: readonly KycAnswerInput[],
  locale: Locale,
): KycValidation {
  const byId = new Map(definitions.map((question) => [question.id, question]));
  const answers = input.map((item) => toDomainAnswer(byId.get(Number(item.question_id)), item, locale));
  const localized = definitions.map((question) => localizeQuestion(question, locale));
  const errors: Record<string, string> = {};
  const result = kycAnswersSchema(localized).safeParse({ answers });
  if (!result.success) {
    for (const issue of result.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  }

  const given = new Map<number, DomainAnswer>();
  for (const answer of answers) {
    const empty = Array.isArray(answer.answer) ? answer.answer.length === 0 : answer.answer.trim() === '';
    if (!empty) given.set(answer.question_id, answer);
  }
  for (const question of definitions) {
    const when = question.requiredWhen;
    if (!when || given.has(question.id)) continue;
    const dependency = given.get(when.questionId);
    const condition = byId.get(when.questionId)?.answers?.find((option) => option.value === when.value);
    if (dependency && condition && dependency.answer === translate(locale, condition.label)) {
      errors[`answers.q${question.id}`] ??= 'validation.required';
    }
  }

  const stored: KycAnswer[] = [...given.values()].map((answer) => ({
    question_id: String(answer.question_id),
    answer: Array.isArray(answer.answer) ? answer.answer.join(',') : normalizeKycText(answer.answer),
    other: answer.other ? normalizeKycText(answer.other) : null,
  }));
  return { answers: stored, errors };
}
