import { LOCALES, type Locale, translate } from '@app/domain';
import { parseAmount } from '@app/domain/rules/amount';
import type { KycAnswerOption, KycQuestionDefinition } from './questionnaire-v3/types';

export interface KycAnswerInput {
  question_id: number | string;
  answer: string | number | boolean | readonly (string | number)[] | null;
}

export interface KycAnswer {
  question_id: string;
  answer: string;
}

export interface KycValidation {
  answers: KycAnswer[];
  /** Question id to message (translated). */
  errors: Record<string, string>;
}

const MAX_TEXT_LENGTH = 2000;

/** Numeric-only text answers are stored without their spaces (spec §5 KYC). */
const stripNumericSpaces = (value: string): string =>
  /^[\d\s\u00a0\u202f]+$/.test(value) ? value.replace(/\s/g, '') : value;

const asText = (answer: KycAnswerInput['answer']): string => {
  if (answer === null || answer === undefined) return '';
  if (Array.isArray(answer)) return answer.map(String).join(',');
  if (typeof answer === 'boolean') return answer ? 'yes' : 'no';
  return String(answer).trim();
};

/** The option a client answered, by its value or by its label in any shipped language. */
function findOption(options: readonly KycAnswerOption[], text: string): KycAnswerOption | undefined {
  const wanted = text.trim().toLowerCase();
  return options.find(
    (option) =>
      option.value.toLowerCase() === wanted ||
      LOCALES.some((locale) => option.label[locale].toLowerCase() === wanted),
  );
}

/**
 * Checkbox answers arrive joined by commas; labels may hold commas themselves, so pieces are
 * merged until they name an option. What names no option is the "other" text.
 */
function splitCheckbox(
  options: readonly KycAnswerOption[],
  text: string,
): { values: string[]; other: string[] } {
  const values: string[] = [];
  const other: string[] = [];
  let pending: string[] = [];
  for (const piece of text.split(',')) {
    pending.push(piece);
    const option = findOption(options, pending.join(','));
    if (option) {
      if (!values.includes(option.value)) values.push(option.value);
      pending = [];
    }
  }
  if (pending.join(',').trim() !== '') other.push(pending.join(',').trim());
  return { values, other };
}

function formatAmount(amount: number, locale: Locale): string {
  const tag = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE' }[locale];
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(amount);
}

/** The stored form of one answer, or the key of what is wrong with it. */
function checkAnswer(
  question: KycQuestionDefinition,
  text: string,
  locale: Locale,
): { value: string } | { error: string } {
  if (text.length > MAX_TEXT_LENGTH) return { error: 'validation.too_long' };
  const options = question.answers ?? [];
  const otherOption = options.find((option) => option.hasOther);
  const checkOther = (other: string): { value: string } | { error: string } => {
    if (question.minOther === undefined) return { value: other };
    const amount = parseAmount(other);
    if (amount === null || amount <= question.minOther) {
      return {
        error: translate(locale, 'validation.amount_min', {
          minAmount: formatAmount(question.minOther, locale),
        }),
      };
    }
    return { value: String(amount) };
  };

  switch (question.type) {
    case 'number': {
      const amount = parseAmount(text);
      return amount === null ? { error: 'validation.amount_format' } : { value: String(amount) };
    }
    case 'radio':
    case 'select': {
      const option = findOption(options, text);
      if (option && !option.hasOther) return { value: option.value };
      if (!otherOption) return { error: 'validation.invalid_choice' };
      // The "other" choice without its detail is not an answer yet.
      if (option?.hasOther) return checkOther('');
      return checkOther(stripNumericSpaces(text));
    }
    case 'checkbox': {
      const { values, other } = splitCheckbox(options, text);
      const withoutOther = values.filter((value) => value !== otherOption?.value);
      if (other.length > 0) {
        if (!otherOption) return { error: 'validation.invalid_choice' };
        const checked = checkOther(stripNumericSpaces(other.join(',')));
        if ('error' in checked) return checked;
        return { value: [...withoutOther, checked.value].join(',') };
      }
      if (otherOption && values.includes(otherOption.value)) return checkOther('');
      return { value: withoutOther.join(',') };
    }
    default:
      return { value: stripNumericSpaces(text) };
  }
}

/**
 * Checks a whole set of answers against one questionnaire: required questions (and those
 * required by another answer), allowed answers, "other" amounts above minOther, numbers.
 */
export function validateKycAnswers(
  questions: readonly KycQuestionDefinition[],
  input: readonly KycAnswerInput[],
  locale: Locale,
): KycValidation {
  const errors: Record<string, string> = {};
  const byId = new Map<string, string>();
  const known = new Set(questions.map((question) => String(question.id)));
  for (const item of input) {
    const id = String(item.question_id);
    if (!known.has(id)) {
      errors[id] = 'validation.invalid_choice';
      continue;
    }
    byId.set(id, asText(item.answer));
  }

  const answers: KycAnswer[] = [];
  const stored = new Map<number, string>();
  for (const question of questions) {
    const text = byId.get(String(question.id)) ?? '';
    if (text === '') continue;
    const checked = checkAnswer(question, text, locale);
    if ('error' in checked) errors[String(question.id)] = checked.error;
    else if (checked.value !== '') stored.set(question.id, checked.value);
  }
  for (const question of questions) {
    const value = stored.get(question.id);
    const when = question.requiredWhen;
    const required = question.required || (when !== undefined && stored.get(when.questionId) === when.value);
    if (value === undefined) {
      if (required) errors[String(question.id)] ??= 'validation.required';
      continue;
    }
    answers.push({ question_id: String(question.id), answer: value });
  }
  return { answers, errors };
}
