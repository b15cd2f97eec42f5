import type { SignupRequestReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { newId } from '../../ids';
import { type SignupRequestInput, SignupRequestInputSchema } from './signup-request.input';
import { createSignupRequestRepository, type SignupRequestRow } from './signup-request.repository';
import { toSignupRequestReply } from './signup-request.view';

/** The source of a request standing for an opening begun in the web journey (never reported to the insurer). */
export const WEB_SOURCE = 'web';

/** What an anonymous holder of the uuid may read: nothing personal once an account has taken it. */
function anonymousView(row: SignupRequestRow): SignupRequestReply {
  const view = toSignupRequestReply(row);
  if (row.status === 'pending') return view;
  return { ...view, last_name: null, first_name: null, phone: null, email: null };
}

export function createSignupRequestService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const requests = createSignupRequestRepository(db);

  return {
    /** Creates a pending request (partner API, seed). Throws a ZodError on invalid input. */
    async createSignupRequest(
      input: SignupRequestInput,
      options: { id?: string } = {},
    ): Promise<SignupRequestReply> {
      const data = SignupRequestInputSchema.parse(input);
      const now = clock.now().toISOString();
      const id = options.id ?? newId();
      await requests.insert({
        id,
        user_id: null,
        type: data.type,
        status: 'pending',
        company_name: data.company_name ?? null,
        siren: data.siren ?? null,
        last_name: data.last_name ?? null,
        first_name: data.first_name ?? null,
        phone: data.phone ?? null,
        email: data.email?.toLowerCase() ?? null,
        company_data: data.company ? JSON.stringify(data.company) : null,
        source: data.source,
        created_at: now,
        updated_at: now,
      });
      const row = await requests.findById(id);
      if (!row) throw new Error('signup request vanished after insert');
      return toSignupRequestReply(row);
    },

    /**
     * GET /signup/request/{uuid}: anyone holding the uuid learns its status; the prefilled
     * person fields only while nobody has taken it, or for the user who has.
     * `error` is true when the request can no longer be resumed.
     */
    async read(
      id: string,
      userId: string | undefined,
    ): Promise<{ error: boolean; data: SignupRequestReply }> {
      const row = await requests.findById(id);
      if (!row) throw notFound('signup request');
      const data = userId && row.user_id === userId ? toSignupRequestReply(row) : anonymousView(row);
      return { error: row.status === 'completed' || row.status === 'cancelled', data };
    },

    /** The request when it belongs to the user; otherwise 404, as for an unknown uuid. */
    async owned(id: string, userId: string): Promise<SignupRequestRow> {
      const row = await requests.findById(id);
      if (!row || row.user_id !== userId) throw notFound('signup request');
      return row;
    },

    /** The company fields the request was created with (partner prefill), if any. */
    prefillOf: (row: SignupRequestRow): Record<string, unknown> | null =>
      row.company_data ? (JSON.parse(row.company_data) as Record<string, unknown>) : null,

    async listInProgress(userId: string): Promise<SignupRequestReply[]> {
      return (await requests.listInProgress(userId)).map(toSignupRequestReply);
    },

    /**
     * Login resumes every unfinished opening, wherever it started: an opening begun in the web
     * journey has no request yet, so it gets one (source `web`, already the user's), and the
     * login's list and resume paths treat it as any other.
     */
    async ensureResumable(user: {
      id: string;
      registration_type: 'existing_company' | 'new_company';
      first_name: string;
      last_name: string;
      email: string;
      phone: string;
    }): Promise<void> {
      if ((await requests.listInProgress(user.id)).length > 0) return;
      const company = await requests.companyOf(user.id);
      const now = clock.now().toISOString();
      await requests.insert({
        id: newId(),
        user_id: user.id,
        type: user.registration_type,
        status: 'processing',
        company_name: company?.name ?? null,
        siren: company?.siren ?? null,
        last_name: user.last_name,
        first_name: user.first_name,
        phone: user.phone,
        email: user.email,
        company_data: null,
        source: WEB_SOURCE,
        created_at: now,
        updated_at: now,
        partner_id: null,
        link_emailed_at: null,
      });
    },

    /** Called when the user's opening completes: their requests in progress are done. */
    markCompleted: (userId: string): Promise<void> => requests.markCompleted(userId, clock.now()),

    /** Links a pending request to a new account, in the account's transaction. */
    claim: (id: string, userId: string, trx: Kysely<Database>): Promise<boolean> =>
      requests.claim(id, userId, clock.now(), trx),
  };
}

export type SignupRequestService = ReturnType<typeof createSignupRequestService>;
