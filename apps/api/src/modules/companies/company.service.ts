import {
  type ClientStatus,
  type CompanySignup,
  clientStatusFromAnswer,
  companySchema,
  DEFAULT_NUMBER_OF_ACTIONS,
  evenWithOtherErrors,
  HIDDEN_FORMS_FOR_ENROLLMENT,
  type LegalFormCode,
} from '@app/domain';
import { findNafActivity, normalizeNafCode, unknownNafCodeMessage } from '@app/domain/naf';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { notFound, validationFailed } from '../../errors';
import { withCompanySharesLocked } from '../representatives/shares-lock';
import { createCompanyRepository } from './company.repository';
import type { CompanyData, CompanyRecord } from './company.types';
import { saveUserCompany } from './save-user-company';

export type Journey = 'signup' | 'enrollment';
export const journeyOf = (registrationType: string): Journey =>
  registrationType === 'new_company' ? 'enrollment' : 'signup';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
}

/** The domain schema plus the NAF table check (built once per journey: building costs milliseconds). */
const withKnownNafCode = (journey: Journey) =>
  companySchema({ journey }).superRefine((company, ctx) => {
    const message = unknownNafCodeMessage(company.naf_activity_code);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['naf_activity_code'] });
  }, evenWithOtherErrors);
const serverCompanySchemas = {
  signup: withKnownNafCode('signup'),
  enrollment: withKnownNafCode('enrollment'),
};

/** Stored shape of what the domain schema accepted; derived values are computed here, not taken from the client. */
function toCompanyData(input: CompanySignup): CompanyData {
  const siret = input.siret ? input.siret : null;
  const naf = normalizeNafCode(input.naf_activity_code) ?? (input.naf_activity_code || null);
  const capital = input.capital_amount ?? null;
  const sameActivityAddress = input.same_activity_address;
  return {
    name: input.name,
    legalForm: input.legal_form,
    siret,
    // The SIREN is the first 9 digits of the SIRET (spec §3).
    siren: siret ? siret.slice(0, 9) : input.siren || null,
    rna: input.rna || null,
    companyNumber: input.company_number ?? null,
    nafActivityCode: naf,
    // The label is the table's, never the client's.
    nafActivityCodeLabel: findNafActivity(naf)?.label ?? null,
    address: { ...input.address, details: input.address.details ?? null },
    sameActivityAddress,
    activityAddress: sameActivityAddress
      ? { ...input.address, details: input.address.details ?? null }
      : input.activity_address
        ? { ...input.activity_address, details: input.activity_address.details ?? null }
        : null,
    capitalAmount: capital,
    numberOfActions: input.number_of_actions ? Number(input.number_of_actions) : DEFAULT_NUMBER_OF_ACTIONS,
    isCapitalFullyPaid: input.capital_fully_paid ?? null,
    // Answering yes to "fully paid up" makes the paid-up capital the capital (spec §5).
    upCapitalAmount: input.capital_fully_paid === true ? capital : (input.up_capital_amount ?? null),
    description: input.description ?? null,
    forecastTurnover: input.forecast_turnover ?? null,
    phone: input.phone,
    isActiveNfe: input.is_active_non_financial_entity,
    isFatca: input.is_fatca,
    hasForeignTaxCountry: input.has_foreign_tax_country,
    // No foreign tax residence clears the country.
    foreignTaxCountry: input.has_foreign_tax_country ? (input.foreign_tax_country ?? null) : null,
    isMandatary: null,
    titleCode: null,
    isShareholder: null,
    shareholdersValue: null,
  };
}

export function createCompanyService({ db, clock, config }: Deps) {
  const companies = createCompanyRepository(db);

  async function userOf(userId: string) {
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('user');
    return user;
  }

  /** Rules of spec §5 Company (domain schema) plus the server's own: enrollment forms, whole shares. */
  function parse(body: unknown, journey: Journey): CompanyData {
    const input = serverCompanySchemas[journey].parse(body);
    if (journey === 'enrollment' && HIDDEN_FORMS_FOR_ENROLLMENT.includes(input.legal_form as LegalFormCode)) {
      throw validationFailed({ legal_form: 'validation.invalid_choice' });
    }
    const data = toCompanyData(input);
    if (data.numberOfActions !== null && !Number.isInteger(data.numberOfActions)) {
      throw validationFailed({ number_of_actions: 'validation.amount_format' });
    }
    return data;
  }

  const isLimitedLiability = (legalForm: string) => config.limitedLiabilityForms.includes(legalForm);

  return {
    /**
     * POST /companies. One company per user's journey: a second POST updates the company the
     * user already has (a resumed journey that lost its local state) instead of creating another.
     */
    async create(userId: string, body: unknown): Promise<{ company: CompanyRecord; created: boolean }> {
      const user = await userOf(userId);
      const data = parse(body, journeyOf(user.registration_type));
      return saveUserCompany(db, {
        user,
        dataFor: () => data,
        limitedLiabilityForms: config.limitedLiabilityForms,
        now: clock.now().toISOString(),
      });
    },

    /** PUT /companies/{id}: another user's id reads as absent. */
    async update(companyId: string, userId: string, body: unknown): Promise<CompanyRecord> {
      const company = await companies.findOwned(companyId, userId);
      if (!company) throw notFound('company');
      const data = parse(body, journeyOf(company.registrationType));
      // The shares already given cannot exceed the declared total (spec §5): read and written
      // under the company's lock, so a share save at the same time cannot slip in between.
      await withCompanySharesLocked(db, company.id, async (trx) => {
        const allocated = await trx
          .selectFrom('representatives')
          .select((eb) => eb.fn.sum<number>('shareholders_value').as('total'))
          .where('company_id', '=', company.id)
          .executeTakeFirst();
        if (data.numberOfActions !== null && Number(allocated?.total ?? 0) > data.numberOfActions) {
          throw validationFailed({ number_of_actions: 'validation.shares_invalid' });
        }
        await createCompanyRepository(trx).update(
          company.id,
          data,
          isLimitedLiability(data.legalForm),
          clock.now().toISOString(),
        );
      });
      return (await companies.findOwned(company.id, userId)) as CompanyRecord;
    },

    /** The user's company, if they saved one yet (one per journey): for the signup request's resume. */
    findByUser(userId: string): Promise<CompanyRecord | undefined> {
      return companies.findByUser(userId);
    },

    async get(companyId: string, userId: string): Promise<CompanyRecord> {
      const company = await companies.findOwned(companyId, userId);
      if (!company) throw notFound('company');
      return company;
    },

    /**
     * POST /company-certification/{id}: the client status is computed from the company's own
     * "active non-financial entity" answer (spec §3), whatever the client computed; an answer in
     * the body, when given, is recorded first.
     */
    async certify(companyId: string, userId: string, answer: boolean | undefined): Promise<ClientStatus> {
      const company = await companies.findOwned(companyId, userId);
      if (!company) throw notFound('company');
      const active = answer ?? company.isActiveNfe;
      if (active === null)
        throw validationFailed({ is_active_non_financial_entity: 'validation.yes_no_required' });
      const status = clientStatusFromAnswer(active);
      await companies.setClientStatus(company.id, status, active, clock.now().toISOString());
      return status;
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
