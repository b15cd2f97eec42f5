import { z } from 'zod';
import { messageWithParams } from '../messages/index';
import { isValidAmount, parseAmount } from '../rules/amount';
import { issue } from './company-shared';

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

export const KycAnswerOptionSchema = z.object({
  label: z.string(),
  hint: z.string().nullish(),
  /** Choosing this option asks for a free value ("other"). */
  hasOther: z.boolean().nullish(),
});
export type KycAnswerOption = z.infer<typeof KycAnswerOptionSchema>;

/** A question as the API serves it (GET /companies/kyc?version=3); the API owns the content. */
export const KycQuestionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  type: z.enum(KYC_QUESTION_TYPES),
  answers: z.array(KycAnswerOptionSchema).default([]),
  required: z.boolean().default(true),
  hint: z.string().nullish(),
  hint2: z.string().nullish(),
  /** Minimum of a numeric "other" value (strictly greater than). */
  minOther: z.number().nullish(),
  placeholder: z.string().nullish(),
});
export type KycQuestion = z.infer<typeof KycQuestionSchema>;

export const KycQuestionnaireSchema = z.object({
  version: z.number().int(),
  questions: z.array(KycQuestionSchema),
});
export type KycQuestionnaire = z.infer<typeof KycQuestionnaireSchema>;

/** The longest answer a person may type (the multipart form's limit too). */
const KYC_ANSWER_MAX = 4000;

/**
 * One answer: question_id and answer (text, a chosen option label, or the labels of the ticked
 * checkboxes); `other` holds the value typed when the chosen option has hasOther.
 */
export const KycAnswerSchema = z.object({
  question_id: z.number().int(),
  answer: z.union([
    z.string().max(KYC_ANSWER_MAX, { error: 'validation.too_long' }),
    z.array(z.string().max(KYC_ANSWER_MAX, { error: 'validation.too_long' })).max(50),
  ]),
  other: z.string().max(KYC_ANSWER_MAX, { error: 'validation.too_long' }).nullish(),
});
export type KycAnswer = z.infer<typeof KycAnswerSchema>;

/** PUT /companies/{id}/kyc?version=3 body. */
export const KycAnswersSchema = z.object({
  answers: z.array(KycAnswerSchema).max(200),
});
export type KycAnswers = z.infer<typeof KycAnswersSchema>;

/** Numeric-only text answers have their spaces removed (spec §5). */
export const normalizeKycText = (value: string): string => {
  const compact = value.replace(/[\s\u00a0\u202f]+/g, '');
  return /^\d+([.,]\d+)?$/.test(compact) ? compact : value.trim();
};

const asList = (answer: string | string[]): string[] =>
  (Array.isArray(answer) ? answer : [answer]).map((value) => value.trim()).filter((value) => value !== '');

/** The rules of one question: required, allowed options, numbers, and the minimum of "other". */
export function kycAnswerSchema(question: KycQuestion) {
  return KycAnswerSchema.superRefine((answer, ctx) => {
    const values = asList(answer.answer);
    if (values.length === 0) {
      if (question.required) issue(ctx, ['answer'], 'validation.required');
      return;
    }
    if (question.type === 'number' && !values.every((value) => isValidAmount(normalizeKycText(value)))) {
      issue(ctx, ['answer'], 'validation.amount_format');
      return;
    }
    const hasOptions = ['radio', 'checkbox', 'select'].includes(question.type) && question.answers.length > 0;
    if (!hasOptions) return;
    if (question.type !== 'checkbox' && values.length > 1) {
      issue(ctx, ['answer'], 'validation.invalid_choice');
      return;
    }
    const chosen = values.map((value) => question.answers.find((option) => option.label === value));
    if (chosen.some((option) => option === undefined)) {
      issue(ctx, ['answer'], 'validation.invalid_choice');
      return;
    }
    if (!chosen.some((option) => option?.hasOther)) return;
    const other = answer.other?.trim() ?? '';
    if (other === '') {
      issue(ctx, ['other'], 'validation.required');
      return;
    }
    if (question.minOther == null) return;
    const amount = parseAmount(normalizeKycText(other));
    if (amount === null) issue(ctx, ['other'], 'validation.amount_format');
    else if (!(amount > question.minOther)) {
      issue(ctx, ['other'], messageWithParams('validation.amount_min', { minAmount: question.minOther }));
    }
  });
}

/**
 * Every answer against its question: unknown questions are refused, required questions without an
 * answer are reported at answers.<index of the question>.
 */
export function kycAnswersSchema(questions: readonly KycQuestion[]) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return KycAnswersSchema.superRefine((body, ctx) => {
    const answered = new Set<number>();
    body.answers.forEach((answer, index) => {
      const question = byId.get(answer.question_id);
      if (!question) {
        issue(ctx, ['answers', index, 'question_id'], 'validation.invalid_choice');
        return;
      }
      answered.add(question.id);
      const result = kycAnswerSchema(question).safeParse(answer);
      if (!result.success) {
        for (const problem of result.error.issues) {
          ctx.addIssue({
            code: 'custom',
            message: problem.message,
            path: ['answers', index, ...problem.path],
          });
        }
      }
    });
    questions.forEach((question) => {
      if (question.required && question.type !== 'upload' && !answered.has(question.id)) {
        issue(ctx, ['answers', `q${question.id}`], 'validation.required');
      }
    });
  });
}
