import { z } from 'zod';
import { KYC_QUESTIONNAIRE_VERSION } from '../constants/limits';
import { KYC_QUESTION_TYPES } from '../schemas/kyc';
import type { RouteTable } from './route-contract';

/** A question of the questionnaire as the API serves it (spec §3), in the request's language. */
export const KycQuestionReplySchema = z.object({
  id: z.number(),
  label: z.string(),
  type: z.enum(KYC_QUESTION_TYPES),
  answers: z.array(
    z.object({ value: z.string(), label: z.string(), hint: z.string().nullable(), hasOther: z.boolean() }),
  ),
  required: z.boolean(),
  hint: z.string().nullable(),
  hint2: z.string().nullable(),
  minOther: z.number().nullable(),
  placeholder: z.string().nullable(),
  /** Asked (and required) only when another question has this option value. */
  required_when: z.object({ question_id: z.number(), value: z.string() }).nullable(),
});
export type KycQuestionReply = z.infer<typeof KycQuestionReplySchema>;

/** A saved answer: option labels, checkbox labels joined by commas. */
export const KycSavedAnswerReplySchema = z.object({
  question_id: z.number(),
  answer: z.string(),
  other: z.string().nullable(),
});
export type KycSavedAnswerReply = z.infer<typeof KycSavedAnswerReplySchema>;

/** Saving answers the same list as reading them. */
const KycSavedAnswersReplySchema = z.array(KycSavedAnswerReplySchema);

/** The questionnaire's version the client was written for: only the current one is served. */
export const KycVersionQuerySchema = z.object({
  version: z.coerce
    .number()
    .refine((value) => value === KYC_QUESTIONNAIRE_VERSION, 'validation.kyc_version')
    .default(KYC_QUESTIONNAIRE_VERSION),
});

export const KycQuestionsQuerySchema = KycVersionQuerySchema.extend({
  // Absent (or empty) is the default questionnaire of existing companies.
  legal_form: z.enum(['new_company', 'ei', 'association', '']).optional(),
});

const KycAnswerValueSchema = z.union([
  z.string().max(4000),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(4000), z.number()])).max(50),
  z.null(),
]);

export const KycAnswerInputSchema = z.object({
  question_id: z.union([z.number().int(), z.string().regex(/^\d{1,4}$/)]),
  answer: KycAnswerValueSchema,
  other: z.union([z.string().max(4000), z.number(), z.null()]).optional(),
});

/** [{question_id, answer}], {answers: [...]}, or the multipart form's {questionId: answer} map. */
export const KycAnswersBodySchema = z.union([
  z.array(KycAnswerInputSchema).max(200),
  z.object({ answers: z.array(KycAnswerInputSchema).max(200) }),
  z.record(z.string().regex(/^\d{1,4}(_other)?$/), KycAnswerValueSchema),
]);
export type KycAnswersBody = z.infer<typeof KycAnswersBodySchema>;

/** The JSON answers; absent for the multipart variant, whose jsonBody field carries them. */
export const KycSaveBodySchema = KycAnswersBodySchema.nullish();

/** The KYC questionnaire (version 3) and the company's answers. */
export const kycContracts = {
  'GET /companies/kyc': {
    doc: {
      summary: 'The KYC questionnaire',
      description:
        "The questions of the questionnaire's version for the legal form, in the caller's language.",
    },
    reply: z.array(KycQuestionReplySchema),
    query: KycQuestionsQuerySchema,
  },
  'GET /companies/{companyId}/kyc': {
    doc: { summary: "The company's KYC answers", description: "The answers saved for the user's company." },
    reply: KycSavedAnswersReplySchema,
    query: KycVersionQuerySchema,
  },
  'PUT /companies/{companyId}/kyc': {
    doc: {
      summary: 'Save the KYC answers',
      description:
        "The answers, checked question by question, then stored. A multipart variant carries them in `jsonBody` with the upload question's files.",
      refusals: [409],
    },
    reply: KycSavedAnswersReplySchema,
    body: KycSaveBodySchema,
    query: KycVersionQuerySchema,
  },
} as const satisfies RouteTable;
