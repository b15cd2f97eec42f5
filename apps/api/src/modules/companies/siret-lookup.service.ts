import {
  COMPANY_FREE_FIELD_NAMES,
  isLegalFormCode,
  isValidSiret,
  type LegalFormCode,
  legalFormFromInseeCategory,
  legalFormLabel,
  type MessageKey,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { Address, CompanyData, CompanyRecord } from '../../db/repositories/company-record';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { RegistryAddress, RegistryCompany, RegistryProvider } from '../../registry/types';
import type { OpeningFlagsService } from '../opening-flags/opening-flags.service';
import { saveUserCompany } from './save-user-company';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  registry: RegistryProvider;
  repos: ReposOf<'companies' | 'people'>;
  openingFlags: Pick<OpeningFlagsService, 'flagCompany'>;
}

const toAddress = (address: RegistryAddress): Address => ({ ...address });
const sameAddress = (a: RegistryAddress | null, b: RegistryAddress | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** 422 of spec §4: the journey continues to manual entry, with the legal form when it is known. */
function unusable(field: string, message: MessageKey, legalForm: LegalFormCode | null): AppError {
  return new AppError(
    'validation_failed',
    message,
    { [field]: message },
    // The legal form's label is in the language of the reply.
    (locale) => ({
      company: {
        legal_form: legalForm
          ? { code: legalForm, abbreviation: legalForm, label: legalFormLabel(legalForm, locale) }
          : null,
      },
    }),
  );
}

/** What only the user can tell (capital, phone, tax answers...): kept when the company exists. */
const USER_ANSWERS = [
  'rna',
  'company_number',
  'capital_amount',
  'number_of_actions',
  'is_capital_fully_paid',
  'up_capital_amount',
  'description',
  'forecast_turnover',
  'phone',
  'is_active_nfe',
  'is_fatca',
  'has_foreign_tax_country',
  'foreign_tax_country',
  'home_is_practice',
  'is_mandatary',
  'title_code',
  'is_shareholder',
  'shareholders_value',
  ...COMPANY_FREE_FIELD_NAMES,
] as const satisfies readonly (keyof CompanyData)[];
type UserAnswers = Pick<CompanyData, (typeof USER_ANSWERS)[number]>;

const userAnswers = (previous?: CompanyRecord): UserAnswers =>
  Object.fromEntries(USER_ANSWERS.map((column) => [column, previous?.[column] ?? null])) as UserAnswers;

/** The company as the register describes it, over the user's own answers. */
function registryData(
  found: RegistryCompany,
  legalForm: LegalFormCode,
  previous?: CompanyRecord,
): CompanyData {
  const address = (found.address ?? found.activityAddress) as RegistryAddress;
  return {
    ...userAnswers(previous),
    name: found.name,
    legal_form: legalForm,
    siret: found.siret,
    siren: found.siren,
    naf_activity_code: found.ape,
    naf_activity_code_label: found.apeText,
    address: toAddress(address),
    same_activity_address: sameAddress(found.address, found.activityAddress),
    activity_address: found.activityAddress ? toAddress(found.activityAddress) : null,
  };
}

/**
 * POST /companies/{siret}: the user's company filled from the register (name, legal form,
 * addresses, NAF code). A closed or unknown company, or one whose legal form the bank does not
 * know, answers 422 so the user enters the company by hand.
 */
export function createSiretLookupService({ db, clock, config, registry, repos, openingFlags }: Deps) {
  return {
    async saveFromRegistry(
      userId: string,
      rawSiret: string,
      requestId?: string,
    ): Promise<{ company: CompanyRecord; created: boolean }> {
      const siret = rawSiret.replace(/\s+/g, '');
      if (!/^\d{14}$/.test(siret) || !isValidSiret(siret)) {
        throw unusable('siret', 'validation.siret_invalid', null);
      }
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) throw notFound('user');
      // A register that cannot answer (query deadline, lost worker) is treated as not knowing
      // the SIRET: the user goes on to manual entry rather than meeting an error.
      // (the provider logs the failure).
      const found = await registry.lookupSiret(siret).catch(() => null);
      if (!found) throw unusable('siret', 'validation.siret_unknown', null);
      const legalForm = legalFormFromInseeCategory(found.legalCategory);
      if (!found.active) throw unusable('siret', 'validation.siret_closed', legalForm);
      if (!legalForm || !isLegalFormCode(legalForm) || (!found.address && !found.activityAddress)) {
        throw unusable('legal_form', 'validation.required', legalForm);
      }

      return saveUserCompany(db, repos, {
        user,
        requestId,
        dataFor: (existing) => registryData(found, legalForm, existing),
        limitedLiabilityForms: config.limitedLiabilityForms,
        now: clock.now().toISOString(),
        flagCompany: openingFlags.flagCompany,
      });
    },
  };
}
