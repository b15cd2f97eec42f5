import { KYC_QUESTIONNAIRE_VERSION } from '@app/domain';
import { z } from 'zod';

export const KycVersionQuerySchema = z.object({
  version: z.coerce
    .number()
    .refine((value) => value === KYC_QUESTIONNAIRE_VERSION, 'validation.kyc_version')
    .default(KYC_QUESTIONNAIRE_VERSION),
});

const AnswerValueSchema = z.union([
  z.string().max(4000),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(4000), z.number()])).max(50),
  z.null(),
]);

export const KycAnswerInputSchema = z.object({
  question_id: z.union([z.number().int(), z.string().regex(/^\d{1,4}$/)]),
  answer: AnswerValueSchema,
  other: z.union([z.string().max(4000), z.number(), z.null()]).optional(),
});

/** [{question_id, answer}], {answers: [...]}, or the multipart form's {questionId: answer} map. */
export const KycAnswersBodySchema = z.union([
  z.array(KycAnswerInputSchema).max(200),
  z.object({ answers: z.array(KycAnswerInputSchema).max(200) }),
  z.record(z.string().regex(/^\d{1,4}(_other)?$/), AnswerValueSchema),
]);
export type KycAnswersBody = z.infer<typeof KycAnswersBodySchema>;

type AnswerInput = z.infer<typeof KycAnswerInputSchema>;

export function answersFromBody(body: KycAnswersBody): AnswerInput[] {
  if (Array.isArray(body)) return body as AnswerInput[];
  const wrapped = z.object({ answers: z.array(KycAnswerInputSchema) }).safeParse(body);
  if (wrapped.success) return wrapped.data.answers;
  // The multipart form's map: {"3": "<label>", "3_other": "75000"}.
  const map = body as Record<string, AnswerInput['answer']>;
  return Object.entries(map)
    .filter(([key]) => !key.endsWith('_other'))
    .map(([question_id, answer]) => {
      const other = map[`${question_id}_other`];
      return {
        question_id,
        answer,
        other: typeof other === 'string' || typeof other === 'number' ? other : null,
      };
    });
}
