import type { OpeningFlagCode } from '@app/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../schema';

/** One flag on an opening for the bank's review, its details decoded. */
export interface OpeningFlag {
  id: string;
  code: OpeningFlagCode;
  /** The person it is about; null when it is about the company itself. */
  subjectId: string | null;
  details: Record<string, unknown>;
  raisedAt: string;
}

export function createOpeningFlagsRepository(db: Kysely<Database>) {
  const clear = (companyId: string, code: OpeningFlagCode, subjectId: string) =>
    db
      .deleteFrom('opening_flags')
      .where('company_id', '=', companyId)
      .where('code', '=', code)
      .where('subject_id', '=', subjectId)
      .execute();

  return {
    /**
     * Raises the flag with these details, or clears it (details null). Raised again, it keeps
     * its first moment: the bank reviews since when, the details are the latest answers.
     */
    async set(
      companyId: string,
      code: OpeningFlagCode,
      subjectId: string,
      details: Record<string, unknown> | null,
      now: string,
    ): Promise<void> {
      const existing = await db
        .selectFrom('opening_flags')
        .select('raised_at')
        .where('company_id', '=', companyId)
        .where('code', '=', code)
        .where('subject_id', '=', subjectId)
        .executeTakeFirst();
      await clear(companyId, code, subjectId);
      if (!details) return;
      await db
        .insertInto('opening_flags')
        .values({
          id: newId(),
          company_id: companyId,
          code,
          subject_id: subjectId,
          details: JSON.stringify(details),
          raised_at: existing?.raised_at ?? now,
        })
        .execute();
    },

    async clearSubject(companyId: string, subjectId: string): Promise<void> {
      await db
        .deleteFrom('opening_flags')
        .where('company_id', '=', companyId)
        .where('subject_id', '=', subjectId)
        .execute();
    },

    async list(companyId: string): Promise<OpeningFlag[]> {
      const rows = await db
        .selectFrom('opening_flags')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('raised_at')
        .orderBy('code')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        subjectId: row.subject_id === '' ? null : row.subject_id,
        details: JSON.parse(row.details) as Record<string, unknown>,
        raisedAt: row.raised_at,
      }));
    },
  };
}

export type OpeningFlagsRepository = ReturnType<typeof createOpeningFlagsRepository>;
