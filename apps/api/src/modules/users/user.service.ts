import type { AccountCreate, AccountUpdate, UserReply } from '@app/domain';
import { normalizeEmail } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { UserRow } from '../../db/repositories/users';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound, validationFailed } from '../../errors';
import { newId } from '../../ids';
import { hashPassword, verifyPassword } from '../../security/password';
import type { ProSanteConnectService } from '../pro-sante-connect/pro-sante-connect.service';
import type { SignupRequestService } from '../signup-requests/signup-request.service';
import type { VoucherService } from '../vouchers/voucher.service';
import { activeScaMethods } from './user-extras';

export interface UserServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<
    AppConfig,
    'tokenTtlMinutes' | 'sessionIdleSeconds' | 'publicApiUrl' | 'customerSpaceUrl' | 'proSanteConnect'
  >;
  vouchers: VoucherService;
  signupRequests: SignupRequestService;
  repos: ReposOf<'sessions' | 'users'>;
  /** Ties the account being created to the practitioner its Pro Santé Connect ticket names (through the hub). */
  tiePractitioner: ProSanteConnectService['tieNewAccount'];
  /** URLs of the user's identity card and proof of address (documents module), when any. */
  documentUrls?: (userId: string) => Promise<{ identityCard: string | null; addressProof: string | null }>;
}

export interface Session {
  token: string;
  expiresAt: string;
}

/** The e-mail is taken: the unique index or the lookup said so. */
export class EmailTakenError extends Error {}

export function createUserService(deps: UserServiceDeps) {
  const { db, clock, config, repos } = deps;
  const users = repos.users(db);
  const sessions = repos.sessions(db);

  async function view(row: UserRow, session?: Session): Promise<UserReply> {
    const [methods, signupRequests, documents] = await Promise.all([
      activeScaMethods(db, row.id),
      // Finished openings too: their "My application" is reached from the same list.
      deps.signupRequests.listOwn(row.id, { finished: true }),
      deps.documentUrls?.(row.id) ?? Promise.resolve({ identityCard: null, addressProof: null }),
    ]);
    const complete = row.completed_at !== null;
    return {
      uuid: row.id,
      ...(session ? { token: session.token, token_expires_at: session.expiresAt } : {}),
      gender: row.gender,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      phone: row.phone,
      nationality: row.nationality,
      registration_type: row.registration_type,
      voucher: row.voucher,
      email_sponsor: row.email_sponsor,
      identity_card_url: documents.identityCard,
      address_proof_url: documents.addressProof,
      complete,
      completed: complete,
      sca: { configured: methods.length > 0, methods },
      signup_request: signupRequests,
    };
  }

  // While Pro Santé Connect is offered, a failed login says that its accounts have no password:
  // to every caller alike, so it tells nothing of the e-mail given.
  const loginFailed = () =>
    new AppError('auth_failed', config.proSanteConnect ? 'error.auth_failed_psc' : 'error.auth_failed');

  const openSession = (userId: string, repository = sessions): Promise<Session> =>
    repository.create(userId, clock.now(), config.tokenTtlMinutes);

  async function load(userId: string): Promise<UserRow> {
    const row = await users.findById(userId);
    if (!row) throw notFound('user');
    return row;
  }

  return {
    /**
     * Creates the account and its first session. A voucher is kept only when valid (the web
     * checks it first and drops a refused one); a pending signup request named by the client
     * is taken by the new account in the same transaction, and so is the Pro Santé Connect tie
     * when the sign-in's ticket comes along: without a password, the account is reached through
     * the federation only, so it is created tied or not at all.
     */
    async create(
      input: AccountCreate,
      context: { language: string; signupRequestId?: string },
    ): Promise<UserReply> {
      const email = normalizeEmail(input.email);
      if (await users.findByEmail(email)) throw new EmailTakenError();
      const voucher = input.voucher ? await deps.vouchers.find(input.voucher, 'fr') : null;
      // The schema asks a password of every account but one tied at its creation; held here too.
      if (!input.password && !input.pro_sante_connect) {
        throw validationFailed({ password: 'validation.required' });
      }
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const now = clock.now().toISOString();
      const id = newId();
      try {
        await db.transaction().execute(async (trx) => {
          await repos.users(trx).insert({
            id,
            email,
            password_hash: passwordHash,
            gender: input.gender,
            first_name: input.first_name,
            last_name: input.last_name,
            phone: input.phone,
            nationality: input.nationality,
            registration_type: input.registration_type,
            voucher: voucher?.code ?? null,
            email_sponsor: input.email_sponsor ? normalizeEmail(input.email_sponsor) : null,
            language: context.language,
            completed_at: null,
            created_at: now,
            updated_at: now,
          });
          if (input.pro_sante_connect) await deps.tiePractitioner(trx, id, input.pro_sante_connect);
          if (context.signupRequestId) await deps.signupRequests.claim(context.signupRequestId, id, trx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
      return view(await load(id), await openSession(id));
    },

    /**
     * A new session for the right e-mail and password; AppError auth_failed otherwise. The login
     * lists the person's openings: those in progress are resumed, a submitted one leads to its
     * "My application" page (journey calls of a completed user still answer 302).
     */
    /** The login's refusal, the same whatever was wrong (credentials missing too). */
    loginFailed,

    async login(email: string, password: string): Promise<UserReply> {
      const row = await users.findByEmail(email);
      // An account without a password is checked against the dummy hash, as an unknown e-mail:
      // the same answer, in the same time, as a wrong password.
      if (!(await verifyPassword(row?.password_hash, password)) || !row) throw loginFailed();
      if (row.completed_at === null) await deps.signupRequests.ensureResumable(row);
      return view(row, await openSession(row.id));
    },

    /**
     * A new session for an account another proof signed in (Pro Santé Connect): the usual
     * session, resumed as the login does.
     */
    async openSessionFor(userId: string): Promise<UserReply> {
      const row = await load(userId);
      if (row.completed_at === null) await deps.signupRequests.ensureResumable(row);
      return view(row, await openSession(row.id));
    },

    async get(userId: string): Promise<UserReply> {
      return view(await load(userId));
    },

    /**
     * The signed-in user with the session they came with (resuming a signup request): the token
     * given back is the one they hold, never a new one.
     */
    async withSession(userId: string, token: string): Promise<UserReply> {
      const now = clock.now();
      const session = await sessions.findValid(token, now, config.sessionIdleSeconds);
      if (session?.userId !== userId) throw new AppError('unauthenticated', 'error.unauthenticated');
      return view(await load(userId), { token, expiresAt: session.expiresAt });
    },

    /**
     * A token given in a link (`?token=`) is spent at once for a session token of its own: the
     * link's session ends, so the link cannot be used again (nor by whoever finds it later). Of
     * two exchanges of one link, only the first finds the session to end.
     */
    async exchange(userId: string, sessionId: string): Promise<UserReply> {
      const session = await db.transaction().execute(async (trx) => {
        const repository = repos.sessions(trx);
        if (!(await repository.revoke(sessionId))) {
          throw new AppError('unauthenticated', 'error.unauthenticated');
        }
        return openSession(userId, repository);
      });
      // A reminder link resumes as the login does.
      const row = await load(userId);
      if (row.completed_at === null) await deps.signupRequests.ensureResumable(row);
      return view(row, session);
    },

    async update(userId: string, changes: AccountUpdate): Promise<UserReply> {
      await load(userId);
      await users.update(userId, {
        gender: changes.gender,
        first_name: changes.first_name,
        last_name: changes.last_name,
        phone: changes.phone,
        nationality: changes.nationality,
        updated_at: clock.now().toISOString(),
      });
      return view(await load(userId));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
