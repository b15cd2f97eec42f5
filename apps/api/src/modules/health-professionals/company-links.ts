import { type CompanyHealthLinksReply, isHealthFinessCategory, namesMatch } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { directoryDate, establishmentByFiness, establishmentsOf, practitionersAt } from './directory-queries';

/**
 * The directories' links of a company: FINESS establishments at its SIRET (or SIREN) and the
 * practitioners practising at its SIRET, each marked when a declared person bears their name.
 * `practiceFiness` is the FINESS Pro Santé Connect gave for the practice chosen at sign-in: it is
 * looked up as given (the person never types it), and its establishment joins the list when the
 * directory has it in a category that counts, even at another SIRET.
 */
export async function companyLinksOf(
  db: Kysely<Database>,
  company: { id: string; siret: string | null; siren: string | null },
  practiceFiness: string | null = null,
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
  const establishments = await establishmentsOf(db, { siret, siren }, establishmentDate);
  const vouched = practiceFiness ? await establishmentByFiness(db, practiceFiness, establishmentDate) : null;
  if (
    vouched &&
    isHealthFinessCategory(vouched.category_code) &&
    !establishments.some((establishment) => establishment.finess === vouched.finess)
  ) {
    establishments.push(vouched);
  }
  return {
    siren,
    siret,
    establishments,
    practice_finess: practiceFiness ? { finess: practiceFiness, found: vouched !== null } : null,
    practitioners: practitioners.map((practitioner) => ({
      ...practitioner,
      declared: declared.some((person) => namesMatch(person, practitioner)),
    })),
  };
}
