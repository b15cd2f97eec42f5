import {
  KYC_PREFILLED_ANSWER,
  KYC_PREFILLED_QUESTION_ID,
  type KycAnswer,
  type KycQuestion,
  type KycQuestionReply,
  type KycSavedAnswerReply,
  kycAnswerSchema,
  normalizeKycText,
  type PscEvidence,
  type VouchedKycProposal,
  vouchedKycProposals,
} from '@app/domain';
import { fieldKey, type KycValue, type KycValues } from './kyc-types';

const isMulti = (question: KycQuestionReply) => question.type === 'checkbox';

/** A proposed answer in the form's words (option labels), and what vouched for it. */
export interface KycProposal {
  answer: string | string[];
  ground: VouchedKycProposal['ground'];
}

/** Proposed answers by question id. */
export type KycProposals = ReadonlyMap<number, KycProposal>;

/**
 * What Pro Santé Connect's evidence proposes (the domain's rule), in the form's words, for the
 * questions this questionnaire asks with those options. Shown labelled, and editable.
 */
export function pscKycProposals(
  questions: readonly KycQuestionReply[],
  evidence: Pick<PscEvidence, 'identity' | 'practice'> | null,
): KycProposals {
  const proposals = new Map<number, KycProposal>();
  if (!evidence) return proposals;
  for (const [id, { values, ground }] of vouchedKycProposals(evidence)) {
    const question = questions.find((candidate) => candidate.id === id);
    if (!question) continue;
    const labels = values.map((value) => question.answers.find((option) => option.value === value)?.label);
    const offered = labels.filter((label): label is string => label !== undefined);
    if (offered.length === 0 || offered.length !== labels.length) continue;
    proposals.set(id, { answer: isMulti(question) ? offered : (offered[0] ?? ''), ground });
  }
  return proposals;
}

/** Whether the form still holds the proposal as it was made (once she changes it, the answer is hers). */
export function proposalStands(proposal: KycProposal | undefined, value: KycValue | undefined): boolean {
  if (!proposal || !value) return false;
  const sorted = (answer: string | string[]) => (Array.isArray(answer) ? [...answer].sort() : [answer]);
  return sorted(proposal.answer).join('\n') === sorted(value.answer).join('\n');
}

/**
 * Form values from the saved answers; else a proposal, and question 14 starts with "Patients"
 * (spec §2.4). A saved answer always wins: the person's word over any proposal.
 */
export function initialKycValues(
  questions: readonly KycQuestionReply[],
  saved: readonly KycSavedAnswerReply[] | false,
  proposals: KycProposals = new Map(),
): KycValues {
  const byId = new Map((saved || []).map((answer) => [answer.question_id, answer]));
  const values: KycValues = {};
  for (const question of questions) {
    const answer = byId.get(question.id);
    const proposal = proposals.get(question.id);
    if (!answer && proposal) {
      values[fieldKey(question.id)] = { answer: proposal.answer, other: '' };
      continue;
    }
    const text = answer?.answer ?? (question.id === KYC_PREFILLED_QUESTION_ID ? KYC_PREFILLED_ANSWER : '');
    values[fieldKey(question.id)] = {
      answer: isMulti(question)
        ? text
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : text,
      other: answer?.other ?? '',
    };
  }
  return values;
}

const chosenLabels = (value: KycValue | undefined): string[] =>
  (Array.isArray(value?.answer) ? value.answer : [value?.answer ?? '']).filter((label) => label !== '');

/** Whether the chosen option(s) ask for a typed "other" value. */
export function choosesOther(question: KycQuestionReply, value: KycValue | undefined): boolean {
  const labels = chosenLabels(value);
  return question.answers.some((option) => option.hasOther && labels.includes(option.label));
}

/** A conditional question is asked only when its condition's option is chosen. */
export function isAsked(
  question: KycQuestionReply,
  questions: readonly KycQuestionReply[],
  values: KycValues,
): boolean {
  const when = question.required_when;
  if (!when) return true;
  const dependency = questions.find((candidate) => candidate.id === when.question_id);
  const option = dependency?.answers.find((candidate) => candidate.value === when.value);
  return Boolean(option && chosenLabels(values[fieldKey(when.question_id)]).includes(option.label));
}

/** The domain's view of a question; a conditional question is required once asked. */
const domainQuestion = (question: KycQuestionReply): KycQuestion => ({
  id: question.id,
  label: question.label,
  type: question.type,
  answers: question.answers.map((option) => ({
    label: option.label,
    hint: option.hint,
    hasOther: option.hasOther,
  })),
  required: question.required || Boolean(question.required_when),
  hint: question.hint,
  hint2: question.hint2,
  minOther: question.minOther,
  placeholder: question.placeholder,
});

/** The answer sent for one question (numeric-only text without spaces, spec §5). */
export function kycAnswerOf(question: KycQuestionReply, value: KycValue | undefined): KycAnswer {
  const answer = isMulti(question)
    ? chosenLabels(value)
    : normalizeKycText(typeof value?.answer === 'string' ? value.answer : '');
  const other = choosesOther(question, value) ? normalizeKycText(value?.other ?? '') : null;
  return { question_id: question.id, answer, other };
}

/** Message keys of one question's problems (required, choice, number, "other" minimum). */
export function validateKycQuestion(
  question: KycQuestionReply,
  value: KycValue | undefined,
): { answer?: string; other?: string } {
  // Uploads are optional supporting documents, not answers.
  if (question.type === 'upload') return {};
  const result = kycAnswerSchema(domainQuestion(question)).safeParse(kycAnswerOf(question, value));
  if (result.success) return {};
  const errors: { answer?: string; other?: string } = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'other' ? 'other' : 'answer';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Answers of the asked questions, in order (uploads are not answers). */
export function kycAnswers(questions: readonly KycQuestionReply[], values: KycValues): KycAnswer[] {
  return questions
    .filter((question) => question.type !== 'upload' && isAsked(question, questions, values))
    .map((question) => kycAnswerOf(question, values[fieldKey(question.id)]))
    .filter((answer) => (Array.isArray(answer.answer) ? answer.answer.length > 0 : answer.answer !== ''));
}

/**
 * The multipart variant's jsonBody (spec §7): question id to answer, checkbox answers joined by
 * commas, an "other" amount under `{id}_other`.
 */
export function kycJsonBody(answers: readonly KycAnswer[]): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const { question_id, answer, other } of answers) {
    body[String(question_id)] = Array.isArray(answer) ? answer.join(',') : answer;
    if (other != null && other !== '') body[`${question_id}_other`] = other;
  }
  return body;
}

/** Questions shown together, with previous and next between groups. */
export const KYC_GROUP_SIZE = 4;

export function kycGroups<T extends Pick<KycQuestionReply, 'id' | 'required_when'>>(
  questions: readonly T[],
): T[][] {
  const groups: T[][] = [];
  const groupOf = new Map<number, T[]>();
  let counted = 0;
  for (const question of questions) {
    // A follow-up question stays beside the answer that asks it, whatever the group size.
    const triggerGroup = question.required_when ? groupOf.get(question.required_when.question_id) : undefined;
    if (triggerGroup) {
      triggerGroup.push(question);
      groupOf.set(question.id, triggerGroup);
      continue;
    }
    if (counted % KYC_GROUP_SIZE === 0) groups.push([]);
    const group = groups[groups.length - 1] as T[];
    group.push(question);
    groupOf.set(question.id, group);
    counted += 1;
  }
  return groups;
}
