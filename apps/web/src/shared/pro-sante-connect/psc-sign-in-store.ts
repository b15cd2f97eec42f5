import type { PscIdentity, PscLinkBody, PscPractice, PscSignInReply } from '@app/domain';
import type { Journey } from '../../lib/progress';

/**
 * The Pro Santé Connect sign-in of this tab, between the federation's return and the account's
 * creation: the identity to prefill, the practice sites to choose from, the chosen one and the
 * single-use ticket that ties the new account. Kept in the tab's session storage only: it is
 * gone when the tab closes, and the ticket is forgotten once spent.
 */
export interface KeptPscSignIn {
  journey: Journey;
  identity: PscIdentity;
  practices: PscPractice[];
  practice: PscPractice | null;
  linkTicket: string | null;
}

const KEY = 'pro-sante.psc-sign-in';
const JOURNEY_KEY = 'pro-sante.psc-journey';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    const storage = tabStorage();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Privacy mode: the prefill is then lost, the customer types the fields.
  }
}

function read<T>(key: string): T | null {
  try {
    const raw = tabStorage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The journey the customer started from, kept across the federation's pages. */
export const keepPscJourney = (journey: Journey) => write(JOURNEY_KEY, journey);
export const pscJourney = (): Journey => read<Journey>(JOURNEY_KEY) ?? 'signup';

export function keepPscSignIn(reply: PscSignInReply, journey: Journey): KeptPscSignIn {
  const kept: KeptPscSignIn = {
    journey,
    identity: reply.identity,
    practices: reply.practices,
    // A single practice is the one: nothing to choose.
    practice: reply.practices.length === 1 ? (reply.practices[0] ?? null) : null,
    linkTicket: reply.link_ticket,
  };
  write(KEY, kept);
  return kept;
}

export const keptPscSignIn = (): KeptPscSignIn | null => read<KeptPscSignIn>(KEY);

export function choosePscPractice(practice: PscPractice): void {
  const kept = keptPscSignIn();
  if (kept) write(KEY, { ...kept, practice });
}

export const forgetPscSignIn = () => write(KEY, null);

/** The account step's fields the federation vouched for (the e-mail only when the agency verified one). */
export interface PscAccountPrefill extends Pick<PscIdentity, 'gender' | 'first_name' | 'last_name'> {
  email: string | null;
}

export function pscAccountPrefill(): PscAccountPrefill | null {
  const identity = keptPscSignIn()?.identity;
  return identity
    ? {
        gender: identity.gender,
        first_name: identity.first_name,
        last_name: identity.last_name,
        email: identity.email ?? null,
      }
    : null;
}

/** The RPPS / ADELI number the federation vouched for: the sole trader's professional number. */
export const pscProfessionalNumber = (): string | null =>
  keptPscSignIn()?.identity.professional_number ?? null;

/** The chosen practice's SIRET: the company search starts with it. */
export const pscPracticeSiret = (): string | null => keptPscSignIn()?.practice?.siret ?? null;

/** The chosen practice's FINESS: the establishment check starts with it. */
export const pscPracticeFiness = (): string | null => keptPscSignIn()?.practice?.finess ?? null;

/**
 * What ties the account about to be created to the practitioner: the sign-in's single-use ticket
 * and the practice chosen. Null once the ticket is spent or forgotten (the account asks a password).
 */
export function pscAccountTie(): PscLinkBody | null {
  const kept = keptPscSignIn();
  return kept?.linkTicket
    ? { link_ticket: kept.linkTicket, practice_siret: kept.practice?.siret ?? null }
    : null;
}

/** The account exists, tied: the ticket is spent; the practice stays for the company step's prefill. */
export function pscTicketSpent(): void {
  const kept = keptPscSignIn();
  if (kept) write(KEY, { ...kept, linkTicket: null });
}
