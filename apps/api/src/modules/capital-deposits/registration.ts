import type { CompanyRegistrationBodySchema, CompanyRegistrationReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { DepositRow } from '../../db/repositories/deposits';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { OpeningFlagsService } from '../opening-flags/opening-flags.service';
import type { OpeningsService } from '../openings/openings.service';
import type { ScreeningService } from '../screening/screening.service';
import type { DepositActing } from './held-transfers';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  repos: ReposOf<'accounts' | 'cases' | 'companies' | 'deposits'>;
  audit: AuditJournal;
  openings: OpeningsService;
  accounts: Pick<AccountsService, 'openCurrentAccount'>;
  openingFlags: Pick<OpeningFlagsService, 'flagCompany'>;
  /**
   * A case frozen by a confirmed asset-freeze match takes no registration; the registered name, the
   * one the current account opens in, is screened as soon as it is given or corrected.
   */
  screening: Pick<ScreeningService, 'assertNotFrozen' | 'screenAfterChange'>;
}

type Registration = z.output<typeof CompanyRegistrationBodySchema>;

/** Who gives the registration: the applicant, or an operator reviewing the Kbis. */
type Registrar = { kind: 'customer'; id: string } | { kind: 'operator'; id: string; requestId: string };

/**
 * The registered company, given at the Kbis step, and the current account it opens with: the
 * applicant gives its SIREN and registered name once the deposit certificate is issued and before
 * sending the Kbis (then it is the bank's record); an operator reviewing the Kbis corrects it.
 * Opening the enrollment opens the company's current account in that name with that SIREN, in the
 * opening's transaction; the blocked account stays as the deposit's record.
 */
export function createRegistration({
  db,
  clock,
  repos,
  audit,
  openings,
  accounts,
  openingFlags,
  screening,
}: Deps) {
  /**
   * Writes the registration with its journal entry; the company takes the SIREN (duplicates
   * compared) and the registered name is screened, its hits the case's (so they hold the approval
   * on the Kbis back, and the opening with it).
   */
  async function record(
    trx: Kysely<Database>,
    deposit: DepositRow,
    body: Registration,
    by: Registrar,
  ): Promise<CompanyRegistrationReply> {
    const at = clock.now().toISOString();
    await repos.deposits(trx).recordRegistration(deposit.id, {
      siren: body.siren,
      name: body.registered_name,
      at,
      by: { kind: by.kind, id: by.id },
    });
    await repos.companies(trx).setSiren(deposit.company_id, body.siren, at);
    await openingFlags.flagCompany(trx, deposit.company_id, at);
    await screening.screenAfterChange(trx, deposit.company_id);
    await audit.append(trx, {
      actor: { type: by.kind, id: by.id },
      action: 'capital_deposit.registration_recorded',
      object: { type: 'capital_deposit', id: deposit.id },
      caseId: deposit.company_id,
      before: deposit.registered_siren
        ? { siren: deposit.registered_siren, registered_name: deposit.registered_name }
        : null,
      after: { siren: body.siren, registered_name: body.registered_name },
      requestId: by.kind === 'operator' ? by.requestId : null,
      at,
    });
    return {
      siren: body.siren,
      registered_name: body.registered_name,
      recorded_at: at,
      recorded_by: by.kind,
    };
  }

  /** The case's deposit in the caller's transaction, locked (404: none). */
  async function lockedDeposit(trx: Kysely<Database>, companyId: string): Promise<DepositRow> {
    await screening.assertNotFrozen(companyId, trx);
    const deposit = await repos.deposits(trx).findByCompany(companyId);
    if (!deposit) throw notFound('capital deposit');
    await repos.deposits(trx).lock(deposit.id);
    return deposit;
  }

  return {
    /**
     * The applicant gives the registered company: once the certificate is issued and until the Kbis
     * is sent (409 otherwise); the deposit must be theirs (404).
     */
    async byApplicant(
      companyId: string,
      userId: string,
      body: Registration,
    ): Promise<CompanyRegistrationReply> {
      if (!(await repos.deposits(db).findOwned(companyId, userId))) throw notFound('capital deposit');
      return db.transaction().execute(async (trx) => {
        const deposit = await lockedDeposit(trx, companyId);
        const status = await openings.statusOf(trx, companyId);
        if (status !== 'deposit_complete' || !deposit.certificate_reference) {
          throw new AppError('conflict', 'deposit.error.registration_not_expected');
        }
        return record(trx, deposit, body, { kind: 'customer', id: userId });
      });
    },

    /**
     * An operator reviewing the Kbis corrects the registration: the case is under the review that
     * started once the Kbis was in (409 otherwise), and the operator is one of its reviewers (403),
     * so that the approval that follows is a second operator's.
     */
    async byOperator(acting: DepositActing, body: Registration): Promise<CompanyRegistrationReply> {
      return db.transaction().execute(async (trx) => {
        const deposit = await lockedDeposit(trx, acting.caseId);
        const cases = repos.cases(trx);
        const facts = await cases.facts(acting.caseId);
        if (
          facts.status !== 'under_review' ||
          (await cases.reviewedFrom(facts.id)) !== 'awaiting_registration'
        ) {
          throw new AppError('conflict', 'deposit.error.registration_review_only');
        }
        if (!(await cases.reviewers(facts.id)).has(acting.operator.id)) {
          throw new AppError('forbidden', 'deposit.error.registration_review_only');
        }
        return record(trx, deposit, body, {
          kind: 'operator',
          id: acting.operator.id,
          requestId: acting.requestId,
        });
      });
    },

    /** The Kbis is sent with the registration given first (409 otherwise). */
    requireRegistration(deposit: DepositRow): void {
      if (!deposit.registered_siren) throw new AppError('conflict', 'deposit.error.kbis_needs_registration');
    },

    /**
     * In the opening's transaction: the company's current account, a new IBAN in the registered
     * name with its SIREN, under the terms accepted at completion (409 when the registration is
     * missing). Journaled as the account's opening; answers what the customer's e-mail names.
     */
    async openCompanyAccount(
      trx: Kysely<Database>,
      acting: { caseId: string; operatorId: string; requestId: string },
    ): Promise<{ id: string; uuid: string; iban: string; bic: string; holderName: string }> {
      const deposit = await repos.deposits(trx).findByCompany(acting.caseId);
      if (!deposit?.registered_siren || !deposit.registered_name) {
        throw new AppError('conflict', 'error.opening.registration_missing');
      }
      const blocked = await repos.accounts(trx).findById(deposit.account_id);
      if (!blocked) throw notFound('account');
      const at = clock.now().toISOString();
      const opened = await accounts.openCurrentAccount(trx, {
        companyId: deposit.company_id,
        userId: blocked.user_id,
        holderName: deposit.registered_name,
        holderSiren: deposit.registered_siren,
        holderAddress: blocked.holder_address,
        accepted: {
          terms_accepted_at: blocked.terms_accepted_at,
          deposit_guarantee_accepted_at: blocked.deposit_guarantee_accepted_at,
          consent_accepted_at: blocked.consent_accepted_at,
          accepted_document_versions: blocked.accepted_document_versions,
          communication_accepted_at: blocked.communication_accepted_at,
        },
        at,
      });
      await audit.append(trx, {
        actor: { type: 'operator', id: acting.operatorId },
        action: 'account.opened',
        object: { type: 'account', id: opened.id },
        caseId: deposit.company_id,
        after: {
          kind: opened.kind,
          iban: opened.iban,
          holder_name: opened.holder_name,
          holder_siren: opened.holder_siren,
          deposit_account_iban: blocked.iban,
        },
        requestId: acting.requestId,
        at,
      });
      return {
        id: opened.id,
        uuid: opened.uuid,
        iban: opened.iban,
        bic: opened.bic,
        holderName: opened.holder_name,
      };
    },
  };
}
