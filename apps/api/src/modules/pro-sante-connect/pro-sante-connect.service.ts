import { randomInt } from 'node:crypto';
import {
  type MessageKey,
  message,
  type PscEvidence,
  type PscIdentity,
  type PscLinkBody,
  type PscSignInReply,
} from '@app/domain';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { AppError, notFound, validationFailed } from '../../errors';
import type { HealthProfessionalsService } from '../health-professionals/health-professionals.service';
import type { UserService } from '../users/user.service';
import { pscAccounts } from './psc-accounts';
import { pscAuthorizations } from './psc-authorizations';
import { mapPscClaims } from './psc-claims';
import {
  createPscClient,
  PscCheckError,
  type PscCheckFailure,
  type PscClient,
  type PscSignIn,
} from './psc-client';
import { pscDecoupledRequests } from './psc-decoupled-requests';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'proSanteConnect'>;
  /** The imported RPPS / ADELI directory's check (health-professionals, through the hub). */
  checkPractitioner: HealthProfessionalsService['checkPractitioner'];
  /** The customer's usual session for an account tied to the practitioner (users, through the hub). */
  openSession: UserService['openSessionFor'];
}

const REFUSAL_MESSAGES: Record<PscCheckFailure, MessageKey> = {
  acr: 'psc.refused.acr',
  token: 'psc.refused.token',
  state: 'psc.refused.state',
  unavailable: 'psc.refused.unavailable',
};

const refused = (text: MessageKey | ReturnType<typeof message>) => new AppError('conflict', text);

/**
 * Sign-in with Pro Santé Connect: the authorization is started with its state, nonce and PKCE
 * verifier kept here (single use, ten minutes); the callback spends the state, has the client
 * verify every answer, maps the claims, requires a liberal practice and the directory's agreement,
 * then signs the tied account in with the usual session, or gives a ticket to tie the account the
 * practitioner creates. What it proves is professional status (eIDAS low), not identity for
 * anti-money-laundering purposes: the identity document and first transfer stay.
 */
export function createProSanteConnectService(deps: Deps) {
  const settings = deps.config.proSanteConnect;
  const client: PscClient | null = settings ? createPscClient(settings) : null;
  const authorizations = pscAuthorizations(deps.db);
  const accounts = pscAccounts(deps.db);
  const decoupled = pscDecoupledRequests(deps.db);

  const enabled = (): PscClient => {
    if (!client) throw notFound('pro sante connect');
    return client;
  };

  async function checked<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof PscCheckError)) throw error;
      if (error.failure === 'unavailable')
        throw new AppError('service_unavailable', REFUSAL_MESSAGES.unavailable);
      throw refused(REFUSAL_MESSAGES[error.failure]);
    }
  }

  /** Maps the verified claims, requires a liberal practice and the directory's agreement, signs in or gives a ticket. */
  async function finish(signIn: PscSignIn, now: Date): Promise<PscSignInReply> {
    const claims = mapPscClaims(signIn.userinfo);
    // The ID token and the userinfo speak of one person.
    if (!claims || signIn.userinfo.sub !== signIn.idToken.sub) throw refused('psc.refused.token');
    if (claims.liberalPractices.length === 0) throw refused('psc.refused.no_practice');
    const directory = await deps.checkPractitioner(
      {
        first_name: claims.firstName,
        last_name: claims.lastName,
        professional_number: claims.professionalNumber,
      },
      now.toISOString(),
    );
    if (directory?.status !== 'verified') {
      throw refused(message('psc.refused.not_in_directory', { number: claims.professionalNumber }));
    }
    const identity: PscIdentity = {
      gender: claims.gender,
      first_name: claims.firstName,
      last_name: claims.lastName,
      email: claims.email,
      national_id: claims.nationalId,
      directory: claims.directory,
      professional_number: claims.professionalNumber,
      profession_code: claims.professionCode ?? directory.profession_code,
      specialty_code: claims.specialtyCode,
      practice_sites: claims.practiceSites,
      directory_status: 'verified',
      verified_by: 'pro_sante_connect',
      verified_at: now.toISOString(),
      issuer: signIn.idToken.iss,
      subject: signIn.idToken.sub,
      acr: String(signIn.idToken.acr),
    };
    const userId = await accounts.userOf(claims.nationalId);
    if (userId) {
      await accounts.refresh(claims.nationalId, identity);
      return {
        identity,
        practices: claims.liberalPractices,
        user: await deps.openSession(userId),
        link_ticket: null,
      };
    }
    return {
      identity,
      practices: claims.liberalPractices,
      user: null,
      link_ticket: await accounts.issueTicket(identity, claims.liberalPractices, now),
    };
  }

  /**
   * Spends the ticket and ties the account, in the caller's transaction: the evidence kept, or
   * why not (the ticket unknown, late or spent; a practice the sign-in did not list; the
   * practitioner or the account tied already). The caller's refusal rolls the spending back.
   */
  async function tie(
    trx: Kysely<Database>,
    userId: string,
    body: PscLinkBody,
  ): Promise<PscEvidence | 'ticket' | 'practice' | 'taken'> {
    const now = deps.clock.now();
    const spent = await accounts.spendTicket(trx, body.link_ticket, now);
    if (!spent) return 'ticket';
    const practice = body.practice_siret
      ? spent.practices.find((listed) => listed.siret === body.practice_siret)
      : null;
    if (practice === undefined) return 'practice';
    if (!(await accounts.link(trx, { identity: spent.identity, practice, userId }, now))) return 'taken';
    return { identity: spent.identity, practice };
  }

  return {
    enabled: client !== null,

    async start(): Promise<{ authorization_url: string }> {
      const psc = enabled();
      const now = deps.clock.now();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = await checked(() => psc.authorizationUrl(checks));
      await authorizations.sweep(now);
      await authorizations.keep({ ...checks, now });
      return { authorization_url: url };
    },

    async callback(body: {
      state: string;
      code?: string | undefined;
      error?: string | undefined;
    }): Promise<PscSignInReply> {
      const psc = enabled();
      const now = deps.clock.now();
      const pending = await authorizations.spend(body.state, now);
      if (!pending) throw refused('psc.refused.state');
      if (body.error || !body.code) throw refused('psc.refused.denied');
      const { code } = body;
      const signIn = await checked(() => psc.complete({ code, state: body.state }, pending));
      return finish(signIn, now);
    },

    /**
     * Ties the signed-in account to the practitioner a fresh ticket names (once), with the practice
     * chosen among those the sign-in listed; a refusal leaves the ticket unspent.
     */
    async link(userId: string, body: PscLinkBody): Promise<PscEvidence> {
      enabled();
      return deps.db.transaction().execute(async (trx) => {
        const tied = await tie(trx, userId, body);
        if (tied === 'ticket') throw refused('psc.refused.state');
        if (tied === 'practice') throw refused('psc.refused.practice');
        if (tied === 'taken') throw refused('psc.refused.taken');
        return tied;
      });
    },

    /**
     * Ties the account being created, in its creation's transaction: an account without a password
     * is reachable through the federation only, so it exists tied or not at all. An unknown, late or
     * spent ticket (or the feature off) is the form's error, in the caller's language.
     */
    async tieNewAccount(trx: Kysely<Database>, userId: string, body: PscLinkBody): Promise<PscEvidence> {
      if (!client) throw validationFailed({ 'pro_sante_connect.link_ticket': 'psc.ticket_invalid' });
      const tied = await tie(trx, userId, body);
      if (tied === 'ticket')
        throw validationFailed({ 'pro_sante_connect.link_ticket': 'psc.ticket_invalid' });
      if (tied === 'practice') {
        throw validationFailed({ 'pro_sante_connect.practice_siret': 'psc.refused.practice' });
      }
      if (tied === 'taken') throw refused('psc.refused.taken');
      return tied;
    },

    /** The decoupled sign-in: the practitioner's phone is asked, with two digits shown on both screens. */
    async startDecoupled(
      nationalId: string,
    ): Promise<{ request_id: string; binding_message: string; expires_at: string }> {
      const psc = enabled();
      const now = deps.clock.now();
      const bindingMessage = String(randomInt(0, 100)).padStart(2, '0');
      const started = await checked(() => psc.startDecoupled(nationalId, bindingMessage));
      const expiresAt = new Date(now.getTime() + started.expiresIn * 1000).toISOString();
      const id = await decoupled.keep({ authReqId: started.authReqId, bindingMessage, expiresAt });
      return { request_id: id, binding_message: bindingMessage, expires_at: expiresAt };
    },

    /** Where the phone's approval stands; a request that reached its end is finished (then 409). */
    async pollDecoupled(id: string): Promise<{
      status: 'pending' | 'approved' | 'refused' | 'expired';
      sign_in: PscSignInReply | null;
    }> {
      const psc = enabled();
      const now = deps.clock.now();
      const request = await decoupled.find(id);
      if (!request) throw notFound('pro sante connect');
      if (request.finished_at) throw refused('psc.refused.state');
      if (request.expires_at <= now.toISOString()) {
        await decoupled.finish(id, now);
        return { status: 'expired', sign_in: null };
      }
      const polled = await checked(() => psc.pollDecoupled(request.auth_req_id));
      if (polled.status === 'pending') return { status: 'pending', sign_in: null };
      // The request is spent whatever the outcome, before the checks that may refuse it.
      if (!(await decoupled.finish(id, now))) throw refused('psc.refused.state');
      if (polled.status !== 'approved') return { status: polled.status, sign_in: null };
      return { status: 'approved', sign_in: await finish(polled.signIn, now) };
    },

    /** The practitioner's identity as Pro Santé Connect verified it, for an account tied to one. */
    identityOfUser: async (userId: string) => (await accounts.evidenceOfUser(userId))?.identity,

    /**
     * The e-mail the agency marked verified at the practitioner's last sign-in, for an account tied
     * to one; null when it vouched for none.
     */
    vouchedEmailOf: async (userId: string) => {
      const identity = (await accounts.evidenceOfUser(userId))?.identity;
      return identity?.email ? { email: identity.email, verifiedAt: identity.verified_at } : null;
    },

    /** The RPPS / ADELI number vouched for an account tied to a practitioner: not the client's to change. */
    vouchedProfessionalNumber: async (userId: string) =>
      (await accounts.evidenceOfUser(userId))?.identity.professional_number,

    /** The identity and the practice chosen: the professional-status evidence of a case's person. */
    evidenceOfUser: (userId: string) => accounts.evidenceOfUser(userId),

    /** The signed-in customer's own evidence, null for an account not tied to a practitioner. */
    professionalStatus: async (userId: string) => ({
      professional_status: (await accounts.evidenceOfUser(userId)) ?? null,
    }),
  };
}

export type ProSanteConnectService = ReturnType<typeof createProSanteConnectService>;
