import {
  type Locale,
  type PartnerSignupRequestBodySchema,
  type PartnerSignupRequestReply,
  sirenFromSiret,
} from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import { decodeCursor, encodeCursor, InvalidCursor } from '../../db/repositories/page-cursor';
import type { Database } from '../../db/schema';
import type { SignupRequestStatus, SignupRequestsTable } from '../../db/tables/signup-requests';
import { notFound, validationFailed } from '../../errors';
import { newId } from '../../ids';
import type { MessageSender } from '../../messaging/message';
import { customerLinkOf, partnerLinkEmail } from './partner-link-email';
import type { PartnerContext } from './partner-token.service';

type PartnerSignupRequestInput = z.output<typeof PartnerSignupRequestBodySchema>;

/**
 * The request's status as a partner reads it. A request made for the e-mail of an existing account
 * is that customer's at once (processing), but banking secrecy forbids telling the partner who is
 * a customer: until the customer begins this opening (its company is saved), the request reads
 * pending, as one made for a stranger.
 */
const statusForPartner = (row: { status: SignupRequestStatus; opening_status: string | null }) =>
  row.status === 'processing' && row.opening_status === null ? 'pending' : row.status;

interface CallContext {
  partner: PartnerContext;
  requestId: string;
}

/**
 * The partner's signup requests: created pre-filled (the customer confirms or corrects the person
 * and the company in the journey), read one by one or by pages. A partner sees only the requests
 * it created; another's uuid is a 404 as an unknown one. Every call is in the audit journal.
 */
export function createPartnerRequestService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'webOrigins' | 'brand'>;
  messaging: MessageSender;
  audit: AuditJournal;
  repos: ReposOf<'signupRequests' | 'users'>;
}) {
  const { db, clock, config, messaging, audit, repos } = deps;
  const linkOf = (uuid: string) => customerLinkOf(config.webOrigins, uuid);

  /** The opening's status: the company opened for this request (a person may hold several). */
  const withOpeningStatus = () =>
    db
      .selectFrom('signup_requests')
      .selectAll('signup_requests')
      .select((eb) =>
        eb
          .selectFrom('companies')
          .select('companies.opening_status')
          .whereRef('companies.signup_request_id', '=', 'signup_requests.id')
          .as('opening_status'),
      );

  const toReply = (
    row: Selectable<SignupRequestsTable> & { opening_status: string | null },
  ): PartnerSignupRequestReply => ({
    uuid: row.id,
    partner_reference: row.partner_reference,
    link: linkOf(row.id),
    type: row.type,
    status: statusForPartner(row),
    opening_status: (row.opening_status ?? null) as PartnerSignupRequestReply['opening_status'],
    created_at: row.created_at,
    updated_at: row.updated_at,
    person: { first_name: row.first_name, last_name: row.last_name, email: row.email, phone: row.phone },
    company: row.company_data ? (JSON.parse(row.company_data) as Record<string, unknown>) : null,
    link_emailed: row.link_emailed_at !== null,
  });

  const readOwn = (partnerId: string, uuid: string) =>
    withOpeningStatus()
      .where('signup_requests.id', '=', uuid)
      .where('signup_requests.partner_id', '=', partnerId)
      .executeTakeFirst();

  const record = (
    trx: Kysely<Database>,
    call: CallContext,
    action: string,
    objectId: string | null,
    after?: unknown,
  ) =>
    audit.append(trx, {
      actor: { type: 'partner', id: call.partner.partnerId },
      action,
      object: { type: 'signup_request', id: objectId },
      after,
      requestId: call.requestId,
    });

  return {
    async create(
      input: PartnerSignupRequestInput,
      call: CallContext,
      locale: Locale,
    ): Promise<PartnerSignupRequestReply> {
      const id = newId();
      const now = clock.now().toISOString();
      const { company, person } = input;
      // Only what the partner said: the customer's company step starts from it.
      const companyData = Object.fromEntries(
        Object.entries({
          siren: company.siren ?? (company.siret ? sirenFromSiret(company.siret) : undefined),
          siret: company.siret,
          name: company.name ?? undefined,
          legal_form: company.legal_form,
          capital: company.capital,
        }).filter(([, value]) => value !== undefined),
      );
      await db.transaction().execute(async (trx) => {
        // A person who already has an account holds the new opening at once: they find it in
        // their list at their next login, beside their other openings (one login, several companies).
        const holder = await repos.users(trx).findByEmail(person.email);
        await trx
          .insertInto('signup_requests')
          .values({
            id,
            user_id: holder?.id ?? null,
            type: input.type,
            status: holder ? 'processing' : 'pending',
            company_name: company.name ?? null,
            siren: (companyData.siren as string | undefined) ?? null,
            first_name: person.first_name,
            last_name: person.last_name,
            phone: person.phone,
            email: person.email.toLowerCase(),
            company_data: JSON.stringify(companyData),
            source: 'partner',
            partner_id: call.partner.partnerId,
            partner_reference: input.partner_reference,
            link_emailed_at: input.send_link_by_email ? now : null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        if (holder) await repos.signupRequests(trx).reopenIfUnfinished(holder.id, clock.now());
        if (input.send_link_by_email) {
          const mail = partnerLinkEmail(locale, {
            firstName: person.first_name,
            brandName: config.brand.name,
            url: linkOf(id),
          });
          await messaging.send({ channel: 'email', to: person.email.toLowerCase(), ...mail }, { db: trx });
        }
        await record(trx, call, 'partner.signup_request_created', id, {
          type: input.type,
          partner_reference: input.partner_reference,
          company: companyData,
          link_emailed: input.send_link_by_email,
        });
      });
      const row = await readOwn(call.partner.partnerId, id);
      if (!row) throw new Error('signup request vanished after insert');
      return toReply(row);
    },

    async read(uuid: string, call: CallContext): Promise<PartnerSignupRequestReply> {
      const row = await readOwn(call.partner.partnerId, uuid);
      await db
        .transaction()
        .execute((trx) => record(trx, call, 'partner.signup_request_read', uuid, { found: !!row }));
      if (!row) throw notFound('signup request');
      return toReply(row);
    },

    /** Newest first; `cursor` is the previous page's `next_cursor`. */
    async page(query: { limit: number; cursor?: string | undefined }, call: CallContext) {
      let after: { createdAt: string; id: string } | undefined;
      try {
        after = decodeCursor(query.cursor);
      } catch (error) {
        if (error instanceof InvalidCursor) throw validationFailed({ cursor: 'validation.invalid_choice' });
        throw error;
      }
      let select = withOpeningStatus()
        .where('signup_requests.partner_id', '=', call.partner.partnerId)
        .orderBy('signup_requests.created_at', 'desc')
        .orderBy('signup_requests.id', 'desc')
        .limit(query.limit + 1);
      if (after) {
        const { createdAt, id } = after;
        select = select.where((eb) =>
          eb.or([
            eb('signup_requests.created_at', '<', createdAt),
            eb.and([eb('signup_requests.created_at', '=', createdAt), eb('signup_requests.id', '<', id)]),
          ]),
        );
      }
      const rows = await select.execute();
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      await db
        .transaction()
        .execute((trx) => record(trx, call, 'partner.signup_requests_listed', null, { count: items.length }));
      return {
        items: items.map(toReply),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null,
      };
    },
  };
}

export type PartnerRequestService = ReturnType<typeof createPartnerRequestService>;
