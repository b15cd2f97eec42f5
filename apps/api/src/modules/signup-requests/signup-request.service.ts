import type { SignupRequestReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { SignupRequestRow } from '../../db/repositories/signup-requests';
import { type WebRequestOwner, webRequestRow } from '../../db/repositories/web-source';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { newId } from '../../ids';
import { type SignupRequestInput, SignupRequestInputSchema } from './signup-request.input';
import { toSignupRequestReply } from './signup-request.view';

export { WEB_SOURCE } from '../../db/repositories/web-source';

/** What an anonymous holder of the uuid may read: nothing personal once an account has taken it. */
function anonymousView(row: SignupRequestRow): SignupRequestReply {
  const view = toSignupRequestReply(row);
  if (row.status === 'pending') return view;
  return {
    ...view,
    last_name: null,
    first_name: null,
    phone: null,
    email: null,
    company_name: row.company_name,
    siren: row.siren,
    company_id: null,
    opening_status: null,
  };
}

export function createSignupRequestService({
  db,
  clock,
  repos,
}: {
  db: Kysely<Database>;
  clock: Clock;
  repos: ReposOf<'signupRequests'>;
}) {
  const requests = repos.signupRequests(db);

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

    /** The user's openings in progress, and with `finished` their completed ones (with their status). */
    async listOwn(userId: string, options: { finished: boolean }): Promise<SignupRequestReply[]> {
      return (await requests.listOwn(userId, options)).map(toSignupRequestReply);
    },

    /**
     * Login resumes every unfinished opening, wherever it started: each opening is a request
     * with its own company. A company saved before companies belonged to a request gets one
     * (source `web`, already the user's); a user with neither gets one for the opening they begun.
     */
    async ensureResumable(user: WebRequestOwner): Promise<void> {
      const unlinked = await requests.unlinkedCompanies(user.id);
      const inProgress = await requests.listOwn(user.id, { finished: false });
      if (unlinked.length === 0 && inProgress.length > 0) return;
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const target = repos.signupRequests(trx);
        if (unlinked.length === 0) {
          await target.insert(webRequestRow(user, now));
          return;
        }
        for (const company of unlinked) {
          const row = webRequestRow(user, now, company);
          await target.insert(row);
          await target.linkCompany(company.id, row.id);
        }
      });
    },

    /** A signed-in person's new opening: a request of their own, of their account's type, still without a company. */
    async startAnother(userId: string): Promise<SignupRequestReply> {
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) throw notFound('user');
      const row = webRequestRow(user, clock.now().toISOString());
      await db.transaction().execute(async (trx) => {
        const target = repos.signupRequests(trx);
        await target.insert(row);
        // A person whose earlier opening is complete works on this one.
        await target.reopenIfUnfinished(user.id, clock.now());
      });
      return toSignupRequestReply((await requests.findById(row.id)) as SignupRequestRow);
    },

    /** Called when an opening completes: its request is done (the user's other openings go on). */
    markCompleted: (requestId: string, conn: Kysely<Database> = db): Promise<void> =>
      repos.signupRequests(conn).markCompleted(requestId, clock.now()),

    /** The person still has an opening in progress: their journey calls stay open (see the repository). */
    reopenIfUnfinished: (userId: string, conn: Kysely<Database> = db): Promise<void> =>
      repos.signupRequests(conn).reopenIfUnfinished(userId, clock.now()),

    /** Links a pending request to a new account, in the account's transaction. */
    claim: (id: string, userId: string, trx: Kysely<Database>): Promise<boolean> =>
      requests.claim(id, userId, clock.now(), trx),
  };
}

export type SignupRequestService = ReturnType<typeof createSignupRequestService>;
