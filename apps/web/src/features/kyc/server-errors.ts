import type { KycAnswer } from '@app/domain';
import { fieldKey } from './kyc-types';

/**
 * A 422's fields back to questions: "answers.<index>.answer|other" name the index in the sent
 * list, "answers.q<id>" a required question that was not sent.
 */
export function serverErrorsByQuestion(
  fields: Record<string, string>,
  sent: readonly KycAnswer[],
): Record<string, { answer?: string; other?: string }> {
  const errors: Record<string, { answer?: string; other?: string }> = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.split('.');
    if (parts[0] !== 'answers' || parts[1] === undefined) continue;
    const byId = /^q(\d+)$/.exec(parts[1]);
    const questionId = byId ? Number(byId[1]) : sent[Number(parts[1])]?.question_id;
    if (questionId === undefined) continue;
    const field = parts[2] === 'other' ? 'other' : 'answer';
    const key = fieldKey(questionId);
    errors[key] = { ...errors[key], [field]: errors[key]?.[field] ?? message };
  }
  return errors;
}
