import { createHash, randomBytes } from 'node:crypto';
import type { PscEvidence, PscIdentity, PscPractice } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A verified practitioner has this long to create the account the ticket ties to them. */
export const PSC_LINK_TICKET_TTL_MS = 30 * 60_000;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The accounts tied to practitioners, and the tickets that tie a new one (only this module reads them). */
export const pscAccounts = (db: Kysely<Database>) => ({
  async userOf(nationalId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('psc_accounts')
      .select('user_id')
      .where('national_id', '=', nationalId)
      .executeTakeFirst();
    return row?.user_id;
  },

  /** The identity as verified at the last sign-in, kept with the account. */
  async refresh(nationalId: string, identity: PscIdentity): Promise<void> {
    await db
      .updateTable('psc_accounts')
      .set({ identity: JSON.stringify(identity) })
      .where('national_id', '=', nationalId)
      .execute();
  },

  /** The identity as verified and the practice chosen, for an account tied to a practitioner. */
  async evidenceOfUser(userId: string): Promise<PscEvidence | undefined> {
    const row = await db
      .selectFrom('psc_accounts')
      .select(['identity', 'practice'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      identity: JSON.parse(row.identity) as PscIdentity,
      practice: row.practice ? (JSON.parse(row.practice) as PscPractice) : null,
    };
  },

  /** A new ticket for this identity; only its hash is kept. */
  async issueTicket(identity: PscIdentity, practices: PscPractice[], now: Date): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await db
      .insertInto('psc_link_tickets')
      .values({
        ticket_hash: hash(ticket),
        national_id: identity.national_id,
        identity: JSON.stringify(identity),
        practices: JSON.stringify(practices),
        expires_at: new Date(now.getTime() + PSC_LINK_TICKET_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    return ticket;
  },

  /** Spends a fresh ticket once; undefined for one unknown, expired or already spent. */
  async spendTicket(
    trx: Kysely<Database>,
    ticket: string,
    now: Date,
  ): Promise<{ identity: PscIdentity; practices: PscPractice[] } | undefined> {
    const spent = await trx
      .updateTable('psc_link_tickets')
      .set({ used_at: now.toISOString() })
      .where('ticket_hash', '=', hash(ticket))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return undefined;
    const row = await trx
      .selectFrom('psc_link_tickets')
      .select(['identity', 'practices'])
      .where('ticket_hash', '=', hash(ticket))
      .executeTakeFirstOrThrow();
    return {
      identity: JSON.parse(row.identity) as PscIdentity,
      practices: row.practices ? (JSON.parse(row.practices) as PscPractice[]) : [],
    };
  },

  /** Ties the account; false when the practitioner or the account is tied already. */
  async link(
    trx: Kysely<Database>,
    tie: { identity: PscIdentity; practice: PscPractice | null; userId: string },
    now: Date,
  ): Promise<boolean> {
    const { identity, practice, userId } = tie;
    const taken = await trx
      .selectFrom('psc_accounts')
      .select('national_id')
      .where((eb) => eb.or([eb('national_id', '=', identity.national_id), eb('user_id', '=', userId)]))
      .executeTakeFirst();
    if (taken) return false;
    await trx
      .insertInto('psc_accounts')
      .values({
        national_id: identity.national_id,
        user_id: userId,
        identity: JSON.stringify(identity),
        practice: practice ? JSON.stringify(practice) : null,
        linked_at: now.toISOString(),
      })
      .execute();
    return true;
  },
});
