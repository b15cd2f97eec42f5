import type { KycVariant } from '@app/domain';
import { KYC_QUESTIONNAIRE_VERSION, kycVariant, type Locale } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { notFound, validationFailed } from '../../errors';
import { createCompanyRepository } from '../companies/company.repository';
import { createKycRepository } from './kyc.repository';
import { type KycAnswer, type KycAnswerInput, validateKycAnswers } from './kyc-answers';
import { type KycQuestion, localizeQuestion } from './kyc-localize';
import { QUESTIONNAIRE_V3 } from './questionnaire-v3/index';

export function createKycService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const companies = createCompanyRepository(db);
  const repository = createKycRepository(db);

  return {
    questions(variant: KycVariant, locale: Locale): KycQuestion[] {
      return QUESTIONNAIRE_V3[variant].map((question) => localizeQuestion(question, locale));
    },

    async answers(companyId: string, userId: string): Promise<KycAnswer[]> {
      const company = await companies.findOwned(companyId, userId);
      if (!company) throw notFound('company');
      return repository.list(company.id, KYC_QUESTIONNAIRE_VERSION);
    },

    /** Checks the answers against the company's own variant (not the client's), then stores them. */
    async save(companyId: string, userId: string, input: readonly KycAnswerInput[], locale: Locale) {
      const company = await companies.findOwned(companyId, userId);
      if (!company) throw notFound('company');
      const questions =
        QUESTIONNAIRE_V3[
          kycVariant({
            journey: company.registrationType === 'new_company' ? 'enrollment' : 'signup',
            legalForm: company.legalForm,
          })
        ];
      const { answers, errors } = validateKycAnswers(questions, input, locale);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await repository.replace(company.id, KYC_QUESTIONNAIRE_VERSION, answers, clock.now().toISOString());
      return answers;
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
