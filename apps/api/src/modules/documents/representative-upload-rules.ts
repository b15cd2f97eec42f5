import { type RepresentativeDocumentKind, requiredPersonProofs } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { OwnedRepresentative } from './subject-access';

/**
 * A mandate (delegation of authority) is asked of the account user who is not a legal
 * representative (spec §5), and of no one else: a mandate elsewhere is a file the bank would
 * review for nothing. The identity documents stay open to everyone listed.
 */
export async function checkRepresentativeUpload(
  db: Kysely<Database>,
  representative: OwnedRepresentative,
  type: RepresentativeDocumentKind,
): Promise<void> {
  if (type !== 'mandate') return;
  const row = await db
    .selectFrom('representatives')
    .select(['is_user', 'is_company', 'is_mandatary'])
    .where('id', '=', representative.id)
    .executeTakeFirstOrThrow();
  const asked = requiredPersonProofs({
    is_user: row.is_user === 1,
    is_company: row.is_company === 1,
    is_mandatary: row.is_mandatary === null ? null : row.is_mandatary === 1,
  }).includes('mandate');
  if (!asked)
    throw new AppError('validation_failed', 'document.mandate_not_required', {
      type: 'document.mandate_not_required',
    });
}
