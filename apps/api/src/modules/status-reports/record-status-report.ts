import type { OpeningStatus, StatusReportType } from '@app/domain';
import type { Kysely } from 'kysely';
import { WEB_SOURCE } from '../../db/repositories/web-source';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';
import { currentRequestId } from '../../observability/request-scope';

/** The moves the insurer hears of ("in opening" is the submission); refusals only when configured, at delivery. */
const REPORTED: Partial<Record<OpeningStatus, StatusReportType>> = {
  submitted: 'opening.in_opening',
  open: 'opening.open',
  closed: 'opening.closed',
  refused: 'opening.refused',
};

const NO_MEMBER = { member_first_name: null, member_last_name: null, member_email: null, member_siren: null };

/**
 * Who the member is, for a report to the brand's insurer on an opening no partner's request began:
 * the account holder's name and e-mail and the company's SIREN, nothing more.
 */
async function memberOf(trx: Kysely<Database>, companyId: string) {
  const member = await trx
    .selectFrom('companies')
    .innerJoin('users', 'users.id', 'companies.user_id')
    .select([
      'users.first_name as member_first_name',
      'users.last_name as member_last_name',
      'users.email as member_email',
      'companies.siren as member_siren',
    ])
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
  return member ?? NO_MEMBER;
}

/**
 * Called by moveOpening in the move's transaction: when the opening reaches a reported status and
 * its customer gave the information-exchange consent (ticked on the terms screen, kept on the
 * account) without withdrawing it, the report is written to the outbox with the move, or not at all.
 *
 * The report belongs to the partner whose request the opening came from; an opening started on the
 * web (or from a request no partner made) reports to the brand's insurer (partner_id null). It is
 * posted to the status-report endpoint when it is the endpoint's partner's (`brandInsurer`, a
 * client id); another partner's is kept for its feed only. It names the partner's own reference of
 * its request, or, for the brand's insurer on an opening no partner's request began, the member.
 */
export async function recordStatusReport(
  trx: Kysely<Database>,
  move: { companyId: string; to: OpeningStatus; at: string },
  brandInsurer: string | undefined,
): Promise<void> {
  const type = REPORTED[move.to];
  if (!type) return;
  const consent = await trx
    .selectFrom('accounts')
    .select('accounts.id')
    .where('accounts.company_id', '=', move.companyId)
    .where('accounts.consent_accepted_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('information_exchange_withdrawals')
            .select('company_id')
            .where('information_exchange_withdrawals.company_id', '=', move.companyId),
        ),
      ),
    )
    .executeTakeFirst();
  if (!consent) return;
  // moveOpening has just updated the company's row: concurrent moves of this opening wait for
  // this transaction, so the next number is this one's alone.
  const last = await trx
    .selectFrom('status_reports')
    .select(({ fn }) => fn.max('seq').as('seq'))
    .where('company_id', '=', move.companyId)
    .executeTakeFirst();
  const request = await trx
    .selectFrom('signup_requests')
    .innerJoin('companies', 'companies.signup_request_id', 'signup_requests.id')
    .leftJoin('partners', 'partners.id', 'signup_requests.partner_id')
    .select([
      'signup_requests.id',
      'signup_requests.partner_id',
      'signup_requests.partner_reference',
      'partners.client_id',
    ])
    .where('companies.id', '=', move.companyId)
    // A request standing for a web-started opening is no reference the insurer knows.
    .where('signup_requests.source', '!=', WEB_SOURCE)
    .executeTakeFirst();
  const partnerId = request?.partner_id ?? null;
  const toEndpoint =
    partnerId === null || (brandInsurer !== undefined && request?.client_id === brandInsurer);
  await trx
    .insertInto('status_reports')
    .values({
      id: newId(),
      company_id: move.companyId,
      seq: Number(last?.seq ?? 0) + 1,
      signup_request_id: request?.id ?? null,
      partner_id: partnerId,
      partner_reference: request?.partner_reference ?? null,
      ...(partnerId === null ? await memberOf(trx, move.companyId) : NO_MEMBER),
      type,
      created_at: move.at,
      state: toEndpoint ? 'pending' : 'feed_only',
      next_attempt_at: move.at,
      retry_window_start: move.at,
      locked_until: null,
      last_error: null,
      delivered_at: null,
      failed_at: null,
      // The request whose move causes the report (a bank-feed call, an operator's decision).
      request_id: currentRequestId(),
    })
    .execute();
}
