import type { OpeningStatus, StatusReportType } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import { decodeCursor, encodeCursor, InvalidCursor } from '../../db/repositories/page-cursor';
import type { Database } from '../../db/schema';
import { notFound, validationFailed } from '../../errors';
import type { PartnerContext } from '../partners/partner-token.service';
import { recordStatusReport } from './record-status-report';
import { statusReportEvent } from './status-report-body';
import type { StatusReportSettings } from './status-report-delivery';

/**
 * What the partner, the back-office and the customer do with status reports: the partner pages
 * the events, operators see given-up deliveries and a supervisor replays one, the customer
 * withdraws the information-exchange consent (no report after it).
 */
export function createStatusReportService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  settings: StatusReportSettings;
}) {
  const { db, clock, audit, settings } = deps;
  const hiddenTypes: StatusReportType[] = settings.reportRefused ? [] : ['opening.refused'];

  return {
    /** Called with each move of an opening, in its transaction: the report, when the insurer hears of it. */
    reportMove: (trx: Kysely<Database>, move: { companyId: string; to: OpeningStatus; at: string }) =>
      recordStatusReport(trx, move, settings.partner),

    /**
     * The calling partner's events, oldest first (the order they were written in): those of its own
     * requests' openings, and for the brand's insurer those of the openings no partner's request
     * began. Another partner's are never read, whatever the cursor.
     */
    async page(
      query: { limit: number; cursor?: string | undefined },
      call: { partner: PartnerContext; requestId: string },
    ) {
      let after: { createdAt: string; id: string } | undefined;
      try {
        after = decodeCursor(query.cursor);
      } catch (error) {
        if (error instanceof InvalidCursor) throw validationFailed({ cursor: 'validation.invalid_choice' });
        throw error;
      }
      const brandInsurer = settings.partner !== undefined && call.partner.clientId === settings.partner;
      let select = db
        .selectFrom('status_reports')
        .selectAll()
        .where((eb) =>
          brandInsurer
            ? eb.or([eb('partner_id', '=', call.partner.partnerId), eb('partner_id', 'is', null)])
            : eb('partner_id', '=', call.partner.partnerId),
        )
        .where('state', '!=', 'skipped')
        .orderBy('created_at')
        .orderBy('id')
        .limit(query.limit + 1);
      if (hiddenTypes.length > 0) select = select.where('type', 'not in', hiddenTypes);
      if (after) {
        const { createdAt, id } = after;
        select = select.where((eb) =>
          eb.or([
            eb('created_at', '>', createdAt),
            eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
          ]),
        );
      }
      const rows = await select.execute();
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      await db.transaction().execute((trx) =>
        audit.append(trx, {
          actor: { type: 'partner', id: call.partner.partnerId },
          action: 'partner.events_listed',
          object: { type: 'status_report', id: null },
          after: { count: items.length },
          requestId: call.requestId,
        }),
      );
      return {
        items: items.map(statusReportEvent),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null,
      };
    },

    /** Given-up deliveries, newest first. */
    async failed() {
      const rows = await db
        .selectFrom('status_reports')
        .selectAll()
        .where('state', '=', 'failed')
        .orderBy('failed_at', 'desc')
        .limit(200)
        .execute();
      return {
        items: rows.map((row) => ({
          id: row.id,
          type: row.type,
          opening_reference: row.company_id,
          created_at: row.created_at,
          attempts: row.attempts,
          last_error: row.last_error,
          failed_at: row.failed_at,
        })),
      };
    },

    /** A supervisor sends a given-up report again: due now, with a new retry window. */
    async replay(reportId: string, operator: { id: string; requestId: string }) {
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('status_reports')
          .set({
            state: 'pending',
            next_attempt_at: now,
            retry_window_start: now,
            failed_at: null,
            locked_until: null,
          })
          .where('id', '=', reportId)
          .where('state', '=', 'failed')
          .returning(['id', 'company_id'])
          .executeTakeFirst();
        if (!row) throw notFound('status report');
        await audit.append(trx, {
          actor: { type: 'operator', id: operator.id },
          action: 'status_report.replayed',
          object: { type: 'status_report', id: reportId },
          caseId: row.company_id,
          requestId: operator.requestId,
        });
      });
      return { id: reportId, state: 'pending' as const };
    },

    /**
     * The customer withdraws the consent for their opening: no report is written after it, and
     * those not delivered yet are neither sent nor listed any more. Withdrawing twice keeps the
     * first moment.
     */
    async withdrawConsent(companyId: string, userId: string, requestId: string) {
      const now = clock.now().toISOString();
      return db.transaction().execute(async (trx) => {
        const company = await trx
          .selectFrom('companies')
          .select('id')
          .where('id', '=', companyId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!company) throw notFound('company');
        const existing = await trx
          .selectFrom('information_exchange_withdrawals')
          .select('withdrawn_at')
          .where('company_id', '=', companyId)
          .executeTakeFirst();
        if (existing) return { withdrawn_at: existing.withdrawn_at };
        await trx
          .insertInto('information_exchange_withdrawals')
          .values({ company_id: companyId, user_id: userId, withdrawn_at: now })
          .execute();
        // Not sent, not listed: the member's data is not kept on them either.
        await trx
          .updateTable('status_reports')
          .set({
            state: 'skipped',
            locked_until: null,
            member_first_name: null,
            member_last_name: null,
            member_email: null,
            member_siren: null,
          })
          .where('company_id', '=', companyId)
          .where('state', 'in', ['pending', 'feed_only'])
          .execute();
        await audit.append(trx, {
          actor: { type: 'customer', id: userId },
          action: 'customer.information_exchange_withdrawn',
          object: { type: 'company', id: companyId },
          caseId: companyId,
          requestId,
        });
        return { withdrawn_at: now };
      });
    },
  };
}

export type StatusReportService = ReturnType<typeof createStatusReportService>;
