import { z } from 'zod';
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

/** The KYC questionnaire (version 3) and the company's answers. */
export const kycContracts = {
  'GET /companies/kyc': { reply: z.array(KycQuestionReplySchema) },
  'GET /companies/{companyId}/kyc': { reply: KycSavedAnswersReplySchema },
  'PUT /companies/{companyId}/kyc': { reply: KycSavedAnswersReplySchema },
} as const satisfies RouteTable;
