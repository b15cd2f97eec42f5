import {
  journeyOf,
  KYC_QUESTIONNAIRE_VERSION,
  type KycSavedAnswerReply,
  type KycVariant,
  kycVariant,
  type Locale,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { createCompanyRepository } from '../companies/company.repository';
import type { StagedUpload } from '../documents/upload.service';
import { createKycRepository } from './kyc.repository';
import { type KycAnswerInput, toSavedAnswerReply, validateKycAnswers } from './kyc-answers';
import { QUESTIONNAIRE_V3 } from './questionnaire-v3/index';
import type { KycQuestionDefinition } from './questionnaire-v3/types';

export function createKycService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const companies = createCompanyRepository(db);
  const repository = createKycRepository(db);

  return {
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
