import {
  journeyOf,
  KYC_QUESTIONNAIRE_VERSION,
  type KycSavedAnswerReply,
  type KycVariant,
  kycVariant,
  type Locale,
  type RegistrationType,
  translate,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { StagedUpload } from '../documents/upload.service';
import type { RiskService } from '../risk/risk.service';
import { findOption, type KycAnswerInput, toSavedAnswerReply, validateKycAnswers } from './kyc-answers';
import { localizeQuestion } from './kyc-localize';
import { QUESTIONNAIRE_V3 } from './questionnaire-v3/index';
import type { KycQuestionDefinition } from './questionnaire-v3/types';

/**
 * A stored answer in the reader's words: each chosen option (stored as its label in the customer's
 * language) in `locale`, a list joined, the "other" text after it; typed text as typed.
 */
function answerText(
  question: KycQuestionDefinition | undefined,
  answer: string,
  other: string | null,
  locale: Locale,
): string {
  let texts = [answer];
  try {
    const parsed: unknown = JSON.parse(answer);
    if (Array.isArray(parsed)) texts = parsed.map(String);
    else if (typeof parsed === 'string') texts = [parsed];
  } catch {
    // A plain text answer.
  }
  const options = question?.answers ?? [];
  const inWords = texts.map((text) => {
    const option = options.length > 0 ? findOption(options, text) : undefined;
    return option ? translate(locale, option.label) : text;
  });
  const text = inWords.join(', ');
  return other ? `${text} (${other})` : text;
}

export function createKycService({
  db,
  clock,
  repos,
  risk,
}: {
  db: Kysely<Database>;
  clock: Clock;
  repos: ReposOf<'companies' | 'kycAnswers'>;
  /** The answers feed the opening's risk: it is rated again in the save's transaction. */
  risk: Pick<RiskService, 'rerate'>;
}) {
  const companies = repos.companies(db);
  const repository = repos.kycAnswers(db);

  return {
    /**
     * An opening's answers as the bank reads them: each question in the operator's language, the
     * answer as words (a list joined, the "other" text after the chosen option).
     */
    async answersForReview(
      company: { id: string; registration_type: RegistrationType; legal_form: string },
      locale: Locale,
    ): Promise<{ question: string; answer: string }[]> {
      const questions =
        QUESTIONNAIRE_V3[
          kycVariant({ journey: journeyOf(company.registration_type), legalForm: company.legal_form })
        ];
      const answers = await repos.kycAnswers(db).list(company.id, KYC_QUESTIONNAIRE_VERSION);
      return answers.map((answer) => {
        const question = questions.find((candidate) => String(candidate.id) === String(answer.question_id));
        return {
          question: question ? localizeQuestion(question, locale).label : `#${answer.question_id}`,
          answer: answerText(question, answer.answer, answer.other, locale),
        };
      });
    },

    /** The questions of a variant; the reply puts their words in the request's language. */
    questions(variant: KycVariant): readonly KycQuestionDefinition[] {
      return QUESTIONNAIRE_V3[variant];
    },

    async answers(companyId: string, userId: string): Promise<KycSavedAnswerReply[]> {
      const company = await companies.findOwned(companyId, userId);
      if (!company) throw notFound('company');
      return (await repository.list(company.id, KYC_QUESTIONNAIRE_VERSION)).map(toSavedAnswerReply);
    },

    /** The user's company, else 404 (before a multipart body is read). */
    async ownedCompany(companyId: string, userId: string) {
      const company = await companies.findOwned(companyId, userId);
      if (!company) throw notFound('company');
      return company;
    },

    /**
     * Checks the answers against the company's own variant (not the client's), then stores them.
     * Files of the multipart variant are the answer to the questionnaire's upload question, and
     * are recorded in the same transaction as the answers; refused answers keep no file.
     */
    async save(
      companyId: string,
      userId: string,
      input: readonly KycAnswerInput[],
      locale: Locale,
      upload?: StagedUpload,
    ): Promise<KycSavedAnswerReply[]> {
      const company = await companies.findOwned(companyId, userId);
      if (!company) throw notFound('company');
      const questions =
        QUESTIONNAIRE_V3[
          kycVariant({
            journey: journeyOf(company.registration_type),
            legalForm: company.legal_form,
          })
        ];
      const uploadQuestion = questions.find((question) => question.type === 'upload');
      const withFiles =
        upload && upload.documents.length > 0 && uploadQuestion
          ? [
              ...input.filter((item) => Number(item.question_id) !== uploadQuestion.id),
              {
                question_id: uploadQuestion.id,
                answer: upload.documents.map((document) => document.id).join(','),
              },
            ]
          : input;
      const { answers, errors } = validateKycAnswers(questions, withFiles, locale);
      if (Object.keys(errors).length > 0) {
        await upload?.discard();
        throw new AppError('validation_failed', 'validation.form_invalid', errors);
      }
      const now = clock.now().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await repository.replace(company.id, KYC_QUESTIONNAIRE_VERSION, answers, now, trx);
          await upload?.commit(trx);
          await risk.rerate(trx, {
            caseId: company.id,
            trigger: 'kyc_answered',
            actor: { type: 'customer', id: userId },
          });
        });
      } catch (error) {
        await upload?.discard();
        throw error;
      }
      return answers.map(toSavedAnswerReply);
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
