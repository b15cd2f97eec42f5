import {
  activeNonFinancialEntityAnswer,
  asksCapital,
  type ClientStatus,
  COMPANY_FREE_FIELDS,
  type CompanySignup,
  clientStatusFromAnswer,
  companySchema,
  DEFAULT_NUMBER_OF_ACTIONS,
  evenWithOtherErrors,
  freeFieldValues,
  HIDDEN_FORMS_FOR_ENROLLMENT,
  type Holder,
  isLimitedLiability,
  isSoleTrader,
  type Journey,
  journeyOf,
  type LegalFormCode,
} from '@app/domain';
import { findNafActivity, normalizeNafCode, unknownNafCodeMessage } from '@app/domain/naf';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { CompanyData, CompanyRecord } from '../../db/repositories/company-record';
import { withCompanySharesLocked } from '../../db/repositories/shares-lock';
import type { Database } from '../../db/schema';
import { notFound, validationFailed } from '../../errors';
import type { OpeningFlagsService } from '../opening-flags/opening-flags.service';
import type { PeopleService } from '../people/people.service';
import type { ScreeningService } from '../screening/screening.service';
import { saveUserCompany } from './save-user-company';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  repos: ReposOf<'companies' | 'people'>;
  /** A sole trader's own due diligence is their person entry, saved with the business form. */
  people: Pick<PeopleService, 'persons'>;
  openingFlags: Pick<OpeningFlagsService, 'flagCompany'>;
  /** The company changed once its file is with the bank: screened again against the lists. */
  screening: Pick<ScreeningService, 'screenAfterChange'>;
  /** The RPPS / ADELI number Pro Santé Connect vouched for, when the account is tied to it. */
  vouchedProfessionalNumber: (userId: string) => Promise<string | undefined>;
}

/** The domain schema plus the NAF table check (built once per journey: building costs milliseconds). */
const withKnownNafCode = (journey: Journey) =>
  companySchema({ journey }).superRefine((company, ctx) => {
    // Refinements run after type errors too (evenWithOtherErrors): the code may be of any type.
    const code: unknown = company.naf_activity_code;
    const message = typeof code === 'string' ? unknownNafCodeMessage(code) : null;
    if (message) ctx.addIssue({ code: 'custom', message, path: ['naf_activity_code'] });
  }, evenWithOtherErrors);
const serverCompanySchemas = {
  signup: withKnownNafCode('signup'),
  enrollment: withKnownNafCode('enrollment'),
};

/**
 * The business's own tax answers: a company's as it gave them; a sole trader's are the person's
 * (the person is the business), their practice an active non-financial entity.
 */
function taxAnswers(input: CompanySignup) {
  const answers = input.holder && isSoleTrader(input.legal_form) ? input.holder : input;
  return {
    is_active_nfe: activeNonFinancialEntityAnswer(input.legal_form, input.is_active_non_financial_entity),
    is_fatca: answers.is_fatca ?? null,
    has_foreign_tax_country: answers.has_foreign_tax_country ?? null,
    // No foreign tax residence clears the country.
    foreign_tax_country: answers.has_foreign_tax_country ? (answers.foreign_tax_country ?? null) : null,
  };
}

/** Stored shape of what the domain schema accepted; derived values are computed here, not taken from the client. */
function toCompanyData(input: CompanySignup): CompanyData {
  const siret = input.siret ? input.siret : null;
  const naf = normalizeNafCode(input.naf_activity_code) ?? (input.naf_activity_code || null);
  // A business without share capital (sole trader, association...) keeps none of a sent one.
  const withCapital = asksCapital('signup', input.legal_form as LegalFormCode);
  const capital = withCapital ? (input.capital_amount ?? null) : null;
  const soleTrader = isSoleTrader(input.legal_form);
  // A sole trader practises at the one address they give.
  const sameActivityAddress = soleTrader ? true : (input.same_activity_address ?? null);
  return {
    name: input.name,
    legal_form: input.legal_form,
    siret,
    // The SIREN is the first 9 digits of the SIRET (spec §3).
    siren: siret ? siret.slice(0, 9) : input.siren || null,
    rna: input.rna || null,
    company_number: input.company_number ?? null,
    naf_activity_code: naf,
    // The label is the table's, never the client's.
    naf_activity_code_label: findNafActivity(naf)?.label ?? null,
    address: { ...input.address, details: input.address.details ?? null },
    same_activity_address: sameActivityAddress,
    activity_address: sameActivityAddress
      ? { ...input.address, details: input.address.details ?? null }
      : input.activity_address
        ? { ...input.activity_address, details: input.activity_address.details ?? null }
        : null,
    capital_amount: capital,
    number_of_actions:
      withCapital && input.number_of_actions ? Number(input.number_of_actions) : DEFAULT_NUMBER_OF_ACTIONS,
    is_capital_fully_paid: withCapital ? (input.capital_fully_paid ?? null) : null,
    // Answering yes to "fully paid up" makes the paid-up capital the capital (spec §5).
    up_capital_amount: !withCapital
      ? null
      : input.capital_fully_paid === true
        ? capital
        : (input.up_capital_amount ?? null),
    description: input.description ?? null,
    forecast_turnover: input.forecast_turnover ?? null,
    ...freeFieldValues(COMPANY_FREE_FIELDS, input),
    phone: input.phone,
    ...taxAnswers(input),
    home_is_practice: soleTrader ? (input.holder?.home_is_practice ?? null) : null,
    is_mandatary: null,
    title_code: null,
    is_shareholder: null,
    shareholders_value: null,
  };
}

/** What a company save writes: the company, and a sole trader's own due diligence. */
interface ParsedCompany {
  data: CompanyData;
  holder: Holder | null;
}

export function createCompanyService({
  db,
  clock,
  config,
  repos,
  people,
  openingFlags,
  screening,
  vouchedProfessionalNumber,
}: Deps) {
  const companies = repos.companies(db);

  async function userOf(userId: string) {
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('user');
    return user;
  }

  /** Rules of spec §5 Company (domain schema) plus the server's own: enrollment forms, whole shares. */
  function parse(body: unknown, journey: Journey): ParsedCompany {
    const input = serverCompanySchemas[journey].parse(body);
    if (journey === 'enrollment' && HIDDEN_FORMS_FOR_ENROLLMENT.includes(input.legal_form as LegalFormCode)) {
      throw validationFailed({ legal_form: 'validation.invalid_choice' });
    }
    const data = toCompanyData(input);
    if (data.number_of_actions !== null && !Number.isInteger(data.number_of_actions)) {
      throw validationFailed({ number_of_actions: 'validation.amount_format' });
    }
    return { data, holder: isSoleTrader(input.legal_form) ? (input.holder ?? null) : null };
  }

  /**
   * A sole trader tied to Pro Santé Connect keeps the number the federation vouched for: the
   * professional status rests on it, so the client cannot give another (checked before any write).
   */
  function keepVouchedNumber(parsed: ParsedCompany, vouched: string | undefined): void {
    if (!parsed.holder || vouched === undefined) return;
    if (parsed.holder.professional_number?.trim() !== vouched) {
      throw validationFailed({ 'holder.professional_number': 'psc.vouched_number' });
    }
  }

  /** A sole trader's own due diligence, written with the business form (same transaction). */
  const saveHolder =
    (userId: string, parsed: ParsedCompany) => async (trx: Kysely<Database>, companyId: string) => {
      if (!parsed.holder) return;
      await people.persons.saveHolder(trx, {
        companyId,
        userId,
        holder: parsed.holder,
        practice: { address: parsed.data.address, siret: parsed.data.siret },
      });
    };

  const { limitedLiabilityForms } = config;

  return {
    /**
     * POST /companies. One company per opening: a second POST for the same opening (the request
     * the client names, else the user's latest) updates its company instead of creating another.
     */
    async create(
      userId: string,
      requestId: string | undefined,
      body: unknown,
    ): Promise<{ company: CompanyRecord; created: boolean }> {
      const user = await userOf(userId);
      // Read before the save's transaction (SQLite has one connection).
      const vouched = await vouchedProfessionalNumber(userId);
      let parsed: ParsedCompany = { data: {} as CompanyData, holder: null };
      return saveUserCompany(db, repos, {
        user,
        requestId,
        // The opening's own journey (a person's openings may be of either kind).
        dataFor: (_existing, type) => {
          parsed = parse(body, journeyOf(type));
          keepVouchedNumber(parsed, vouched);
          return parsed.data;
        },
        alsoWrite: (trx, companyId) => saveHolder(userId, parsed)(trx, companyId),
        limitedLiabilityForms,
        now: clock.now().toISOString(),
        flagCompany: openingFlags.flagCompany,
      });
    },

    /** PUT /companies/{id}: another user's id reads as absent. */
    async update(companyId: string, userId: string, body: unknown): Promise<CompanyRecord> {
      const company = await companies.findOwned(companyId, userId);
      if (!company) throw notFound('company');
      const parsed = parse(body, journeyOf(company.registration_type));
      keepVouchedNumber(parsed, await vouchedProfessionalNumber(userId));
      const { data } = parsed;
      // The shares already given cannot exceed the declared total (spec §5): read and written
      // under the company's lock, so a share save at the same time cannot slip in between.
      await withCompanySharesLocked(db, company.id, async (trx) => {
        const allocated = await trx
          .selectFrom('representatives')
          .select((eb) => eb.fn.sum<number>('shareholders_value').as('total'))
          .where('company_id', '=', company.id)
          .executeTakeFirst();
        if (data.number_of_actions !== null && Number(allocated?.total ?? 0) > data.number_of_actions) {
          throw validationFailed({ number_of_actions: 'validation.shares_invalid' });
        }
        const now = clock.now().toISOString();
        await repos
          .companies(trx)
          .update(
            company.id,
            data,
            isLimitedLiability({ legalForm: data.legal_form, limitedLiabilityForms }),
            now,
          );
        await saveHolder(userId, parsed)(trx, company.id);
        await openingFlags.flagCompany(trx, company.id, now);
        await screening.screenAfterChange(trx, company.id);
      });
      return (await companies.findOwned(company.id, userId)) as CompanyRecord;
    },

    /** The company of the user's opening request, if they saved one yet: for the request's resume. */
    findForRequest(requestId: string, userId: string): Promise<CompanyRecord | undefined> {
      return companies.findForRequest(requestId, userId);
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
      // A sole trader is not asked: their practice is an active non-financial entity.
      const active = activeNonFinancialEntityAnswer(company.legal_form, answer ?? company.is_active_nfe);
      if (active === null)
        throw validationFailed({ is_active_non_financial_entity: 'validation.yes_no_required' });
      const status = clientStatusFromAnswer(active);
      await companies.setClientStatus(company.id, status, active, clock.now().toISOString());
      return status;
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
