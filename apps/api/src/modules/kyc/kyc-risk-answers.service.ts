import {
  CASH_DEPOSIT_ANSWERS,
  type CashDepositAnswer,
  journeyOf,
  KYC_QUESTIONNAIRE_VERSION,
  kycVariant,
  type RegistrationType,
  type RiskInputs,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { findOption } from './kyc-answers';
import { QUESTIONNAIRE_V3 } from './questionnaire-v3/index';
import { QUESTIONS } from './questionnaire-v3/questions';

const isCashAnswer = (value: string | undefined): value is CashDepositAnswer =>
  (CASH_DEPOSIT_ANSWERS as readonly string[]).includes(value ?? '');

/**
 * What the risk rating reads of the KYC answers: the cash expected, international flows, monthly
 * amounts above the ranges. Stored answers are option labels in the language they were given; each
 * is read back as its option's value. A question not answered (or not asked of the variant) is null.
 */
export function createKycRiskAnswersService({ repos }: { repos: ReposOf<'kycAnswers'> }) {
  return {
    async of(
      conn: Kysely<Database>,
      company: { id: string; registration_type: RegistrationType; legal_form: string },
    ): Promise<RiskInputs['kyc']> {
      const variant = kycVariant({
        journey: journeyOf(company.registration_type),
        legalForm: company.legal_form,
      });
      const asked = new Set(QUESTIONNAIRE_V3[variant].map((question) => question.id));
      const answers = await repos.kycAnswers(conn).list(company.id, KYC_QUESTIONNAIRE_VERSION);
      const optionOf = (question: (typeof QUESTIONS)[keyof typeof QUESTIONS]): string | undefined => {
        if (!asked.has(question.id) || !('answers' in question)) return undefined;
        const answer = answers.find((candidate) => Number(candidate.question_id) === question.id);
        return answer ? findOption(question.answers, answer.answer)?.value : undefined;
      };
      const cash = optionOf(QUESTIONS.cashDeposits);
      const international = optionOf(QUESTIONS.internationalFlows);
      return {
        cashDeposits: isCashAnswer(cash) ? cash : null,
        internationalFlows: international === undefined ? null : international === 'yes',
        largeMonthlyFlows: [QUESTIONS.monthlyIncoming, QUESTIONS.monthlyOutgoing].some(
          (question) => optionOf(question) === 'other',
        ),
      };
    },
  };
}

export type KycRiskAnswersService = ReturnType<typeof createKycRiskAnswersService>;
