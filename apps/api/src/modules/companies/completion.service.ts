import {
  type AccountReply,
  CONTRACT_DOCUMENT_VERSIONS,
  type DocumentKind,
  isLimitedLiability,
  isSoleTrader,
  journeyOf,
  KYC_QUESTIONNAIRE_VERSION,
  type Message,
  message,
  missingDocumentMessage,
  type OpeningStatus,
  openingAccount,
  registrationProofKind,
  requiredCompanyDocumentKinds,
  ribPdfUrl,
  type StepId,
  stepReached,
  TermsAcceptanceSchema,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { CompanyRecord } from '../../db/repositories/company-record';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import type { AccountsService } from '../accounts/accounts.service';
import type { CapitalDepositService } from '../capital-deposits/capital-deposit.service';
import type { OpeningEmailsService } from '../notifications/opening-emails.service';
import type { PeopleService } from '../people/people.service';
import type { RiskService } from '../risk/risk.service';
import type { ScreeningService } from '../screening/screening.service';
import type { SignupRequestService } from '../signup-requests/signup-request.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  repos: ReposOf<'accounts' | 'cases' | 'documents' | 'kycAnswers'>;
  accounts: AccountsService;
  capitalDeposits: CapitalDepositService;
  openingEmails: OpeningEmailsService;
  people: PeopleService;
  risk: Pick<RiskService, 'rate'>;
  /** Every person of the opening and its company screened against the lists at submission. */
  screening: Pick<ScreeningService, 'screenCase'>;
  signupRequests: SignupRequestService;
}

/** A new account's number met a twin inserted meanwhile: tried again this many times. */
const MAX_ACCOUNT_NUMBER_ATTEMPTS = 5;

/** The three boxes of the terms screen, each required (spec §5 Terms). */
const TERMS_BOXES = ['terms', 'deposit_guarantee', 'consent'] as const;

/** The boxes of the body that are not ticked (missing, false or not a boolean true). */
function unticked(body: unknown): string[] {
  const result = TermsAcceptanceSchema.safeParse(body ?? {});
  if (result.success) return [];
  const failed = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
  // A body that is not an object at all fails as a whole: every box is missing.
  return TERMS_BOXES.filter((box) => failed.has(box) || failed.has(''));
}

/** The user's proof_of_address slot is their home address proof, not the company's. */
const userDocumentLabelKind = (kind: string): DocumentKind =>
  kind === 'proof_of_address' ? 'address_proof' : (kind as DocumentKind);

export function createCompletionService(deps: Deps) {
  const { db, clock, config, repos, capitalDeposits, people: peopleService } = deps;
  const completedError = () =>
    new AppError('completed', 'error.completed', undefined, { url: config.customerSpaceUrl });

  /**
   * Limited-liability companies (EI, AE, ASS by default) skip only the representatives step
   * (spec §2.2): the web journey still takes them through the KYC questionnaire (its ei or
   * association variant) and the company proofs, so the bank needs those from them too.
   */
  const skipsPeople = (company: CompanyRecord) =>
    isLimitedLiability({
      legalForm: company.legal_form,
      limitedLiability: company.limited_liability,
      limitedLiabilityForms: config.limitedLiabilityForms,
    });

  /** The documents the company is asked for: a company being created has no registration extract yet. */
  const companyDocumentKinds = (company: CompanyRecord): DocumentKind[] => {
    const journey = journeyOf(company.registration_type);
    return [
      ...(journey === 'signup' ? [registrationProofKind(company.legal_form)] : []),
      ...requiredCompanyDocumentKinds({
        journey,
        legalForm: company.legal_form,
        homeIsPractice: company.home_is_practice,
      }),
    ];
  };

  const USER_PROOF_KINDS = ['identity_card', 'proof_of_address'] as const;

  return {
    /**
     * The step the customer stopped at (the domain's stepReached), from what is saved: where a
     * resumed opening lands, and which steps its menu marks done.
     */
    async stepReached(company: CompanyRecord | undefined, userId: string): Promise<StepId> {
      const documents = repos.documents(db);
      const accountProofsIn =
        (await documents.missingTypes({ subjectType: 'user', subjectId: userId }, USER_PROOF_KINDS))
          .length === 0;
      const companyFileComplete =
        !!company &&
        (await repos.kycAnswers(db).count(company.id, KYC_QUESTIONNAIRE_VERSION)) > 0 &&
        (
          await documents.missingTypes(
            { subjectType: 'company', subjectId: company.id },
            companyDocumentKinds(company),
          )
        ).length === 0;
      return stepReached({
        journey: company ? journeyOf(company.registration_type) : 'signup',
        legalForm: company?.legal_form ?? null,
        limitedLiability: company?.limited_liability ?? null,
        limitedLiabilityForms: config.limitedLiabilityForms,
        accountProofsIn,
        companySaved: !!company,
        companyFileComplete,
        representativesCertified: !!company?.representatives_certified_at,
      });
    },

    /**
     * Everything the bank needs before opening: the company's documents for its legal form, the
     * user's identity card and address proof, the KYC answers, a sole trader's own due diligence
     * (given on the business form), and (unless limited liability)
     * valid people with a beneficial owner and, in enrollment, every share allocated; and the
     * three boxes of the terms screen ticked in the body ({terms, deposit_guarantee, consent}).
     */
    async checkReady(companyId: string, userId: string, terms: unknown): Promise<void> {
      const people = await peopleService.loadOnFile(db, companyId, userId);
      const { company } = people;
      const documents = repos.documents(db);
      const fields: Record<string, Message> = {};
      const messages: Message[] = [];
      const add = (field: string, problem: Message) => {
        fields[field] ??= problem;
        messages.push(problem);
      };

      for (const box of unticked(terms)) add(box, message('validation.terms_required'));

      for (const kind of await documents.missingTypes(
        { subjectType: 'company', subjectId: company.id },
        companyDocumentKinds(company),
      )) {
        add(`documents.${kind}`, missingDocumentMessage(kind as DocumentKind, company.legal_form));
      }
      for (const kind of await documents.missingTypes(
        { subjectType: 'user', subjectId: userId },
        USER_PROOF_KINDS,
      )) {
        add(`user.${kind}`, missingDocumentMessage(userDocumentLabelKind(kind)));
      }
      if ((await repos.kycAnswers(db).count(company.id, KYC_QUESTIONNAIRE_VERSION)) === 0) {
        add('kyc', message('validation.kyc_required'));
      }
      // A sole trader's own due diligence, given on the business form.
      if (isSoleTrader(company.legal_form) && !peopleService.holderComplete(people)) {
        add('holder', message('validation.holder_incomplete'));
      }
      if (!skipsPeople(company)) {
        // The certification box of the representatives list, recorded when the list was validated.
        if (!company.representatives_certified_at) {
          add('representatives_certification', message('validation.representatives_certification_required'));
        }
        const check = peopleService.check(people);
        for (const [field, message] of Object.entries(check.fields)) fields[field] ??= message;
        messages.push(...check.messages);
      }
      if (messages.length > 0) {
        throw new AppError('validation_failed', 'validation.form_invalid', fields, { messages });
      }
    },

    /**
     * Opens the account in one transaction: a new French IBAN at the partner bank's branch
     * (random account number, retried on collision), the terms accepted with it and the user
     * marked complete. checkReady has refused a body without the three boxes ticked.
     */
    async complete(companyId: string, userId: string, terms: unknown): Promise<AccountReply> {
      const communication = TermsAcceptanceSchema.safeParse(terms).data?.communication === true;
      const people = await peopleService.load(db, companyId, userId);
      const { company } = people;
      const accounts = repos.accounts(db);
      if (await accounts.findByCompany(company.id)) throw completedError();
      const { bic, name: bankName } = config.bank;
      // A company in formation gets the blocked account of its capital deposit.
      const { kind, holderName } = openingAccount(company);

      for (let attempt = 0; attempt < MAX_ACCOUNT_NUMBER_ATTEMPTS; attempt += 1) {
        const details = await deps.accounts.newBankDetails();
        const uuid = newId();
        const accountId = newId();
        const at = clock.now();
        const now = at.toISOString();
        let openingStatus: OpeningStatus = 'submitted';
        try {
          await db.transaction().execute(async (trx) => {
            await repos.accounts(trx).insert({
              id: accountId,
              uuid,
              kind,
              company_id: company.id,
              user_id: userId,
              bank_code: details.bankCode,
              branch_code: details.branchCode,
              account_number: details.accountNumber,
              rib_key: details.ribKey,
              iban: details.iban,
              bic,
              bank_name: bankName,
              holder_name: holderName,
              holder_address: JSON.stringify(company.address),
              created_at: now,
              // Accepted with this very call (the one that passed strong authentication).
              terms_accepted_at: now,
              deposit_guarantee_accepted_at: now,
              consent_accepted_at: now,
              // Which text of each document was accepted, so the bank can show it later.
              accepted_document_versions: JSON.stringify(CONTRACT_DOCUMENT_VERSIONS),
              communication_accepted_at: communication ? now : null,
            });
            const marked = await trx
              .updateTable('users')
              .set({ completed_at: now, updated_at: now })
              .where('id', '=', userId)
              .where('completed_at', 'is', null)
              .executeTakeFirst();
            // Another request completed first: nothing of this one is kept.
            if (Number(marked.numUpdatedRows) !== 1) throw completedError();
            // This opening's request is done with it, not before (the user's others go on).
            const requests = deps.signupRequests;
            if (company.signup_request_id) await requests.markCompleted(company.signup_request_id, trx);
            // Another of the person's openings still in progress keeps their journey open.
            await requests.reopenIfUnfinished(userId, trx);
            openingStatus = await capitalDeposits.startOpening(trx, {
              people,
              account: { id: accountId, holderName, iban: details.iban, bic },
              userId,
              at,
            });
            // Screened first: the rating reads the screening's hits.
            await deps.screening.screenCase(company.id, trx);
            // The bank rates the file as submitted (and asks, when enhanced, what due diligence needs).
            await deps.risk.rate(trx, {
              caseId: company.id,
              trigger: 'submission',
              actor: { type: 'customer', id: userId },
            });
            // The applicant is told the file was received and what comes next: for a signup, what
            // opens the account; for an enrollment, the shareholders' deposits (each shareholder
            // received their own instructions above).
            const facts = await repos.cases(trx).facts(company.id);
            if (openingStatus === 'submitted') await deps.openingEmails.send(trx, facts, 'submitted');
            else await deps.openingEmails.enrollmentReceived(trx, facts);
          });
        } catch (error) {
          if (error instanceof AppError) throw error;
          if (!isUniqueViolation(error)) throw error;
          if (await accounts.findByCompany(company.id)) throw completedError();
          continue;
        }
        return {
          uuid,
          kind,
          opening_status: openingStatus,
          rib: { pdf_url: ribPdfUrl(config.publicApiUrl, uuid) },
          iban: details.iban,
          bic,
        };
      }
      throw new Error('no free account number after several attempts');
    },
  };
}

export type CompletionService = ReturnType<typeof createCompletionService>;
