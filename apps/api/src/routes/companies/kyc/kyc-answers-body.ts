import { KycAnswerInputSchema, type KycAnswersBody } from '@app/domain';
import { z } from 'zod';

type AnswerInput = z.infer<typeof KycAnswerInputSchema>;

/** The answers of any of the body's three shapes (KycAnswersBodySchema), as one list. */
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
