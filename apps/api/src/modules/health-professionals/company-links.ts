import { type CompanyHealthLinksReply, namesMatch } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { directoryDate, establishmentsOf, practitionersAt } from './directory-queries';

/**
 * The directories' links of a company: FINESS establishments at its SIRET (or SIREN) and the
 * practitioners practising at its SIRET, each marked when a declared person bears their name.
 */
export async function companyLinksOf(
  db: Kysely<Database>,
  company: { id: string; siret: string | null; siren: string | null },
): Promise<CompanyHealthLinksReply> {
  const siret = company.siret;
  const siren = company.siren ?? (siret ? siret.slice(0, 9) : null);
  const [practitionerDate, establishmentDate] = await Promise.all([
    directoryDate(db, 'practitioners'),
    directoryDate(db, 'establishments'),
  ]);
  const practitioners = siret ? await practitionersAt(db, siret, practitionerDate) : [];
  const declared = await db
    .selectFrom('representatives')
    .select(['first_name', 'last_name'])
    .where('company_id', '=', company.id)
    .where('is_company', '=', 0)
    .execute();
  return {
    siren,
    siret,
    establishments: await establishmentsOf(db, { siret, siren }, establishmentDate),
    practitioners: practitioners.map((practitioner) => ({
      ...practitioner,
      declared: declared.some((person) => namesMatch(person, practitioner)),
    })),
  };
}
