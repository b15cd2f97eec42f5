import type { Kysely } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../schema';

/** A stored answer: option labels (in the language they were given), checkbox labels joined by commas. */
export interface KycAnswer {
  question_id: string;
  answer: string;
  other: string | null;
}

export function createKycAnswerRepository(db: Kysely<Database>) {
  return {
    async list(companyId: string, version: number): Promise<KycAnswer[]> {
      const rows = await db
        .selectFrom('kyc_answers')
        .select(['question_id', 'answer', 'other'])
        .where('company_id', '=', companyId)
        .where('version', '=', version)
        .execute();
      return rows.sort((a, b) => Number(a.question_id) - Number(b.question_id));
    },

    /** Replaces the company's answers to this version (the questionnaire is submitted whole), in `outer` when given. */
    async replace(
      companyId: string,
      version: number,
      answers: readonly KycAnswer[],
      now: string,
      outer?: Kysely<Database>,
    ): Promise<void> {
      const write = async (trx: Kysely<Database>) => {
        await trx
          .deleteFrom('kyc_answers')
          .where('company_id', '=', companyId)
          .where('version', '=', version)
          .execute();
        if (answers.length === 0) return;
        await trx
          .insertInto('kyc_answers')
          .values(
            answers.map((answer) => ({
              id: newId(),
              company_id: companyId,
              version,
              question_id: answer.question_id,
              answer: answer.answer,
              other: answer.other,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      };
      if (outer) await write(outer);
      else await db.transaction().execute(write);
    },

    async count(companyId: string, version: number): Promise<number> {
      const row = await db
        .selectFrom('kyc_answers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .where('version', '=', version)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type KycAnswerRepository = ReturnType<typeof createKycAnswerRepository>;
