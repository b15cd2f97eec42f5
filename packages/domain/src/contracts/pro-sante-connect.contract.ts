import { z } from 'zod';
import { type PscLinkBody, PscLinkBodySchema } from '../schemas/psc-link';
import type { RouteTable } from './route-contract';
import { UserReplySchema } from './user.contract';

/**
 * A liberal practice site the federation returned (`SubjectRefPro.exercices[].activities[]` with
 * mode L): its SIRET prefills the company search, its FINESS the establishment check, its phone
 * is proposed as the business phone.
 */
export const PscPracticeSchema = z.object({
  siret: z.string().nullable(),
  siren: z.string().nullable(),
  finess: z.string().nullable(),
  name: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  /** The registering Ordre (`autoriteDenregistrement`). */
  registering_authority: z.string().nullable(),
  /**
   * The structure's phone as the directory holds it (`telephone`, the RPPS extract's "Téléphone
   * (coord. structure)"). Absent from practices kept before the federation's phone was read.
   */
  phone: z.string().nullable().optional(),
});
export type PscPractice = z.infer<typeof PscPracticeSchema>;

/** `codeModeExercice`: L liberal, S salaried, B volunteer; null when the federation gives another or none. */
export const PSC_PRACTICE_MODES = ['liberal', 'salaried', 'volunteer'] as const;

/**
 * One site of the practitioner's activities, whatever its mode, as the federation lists it (the
 * RPPS's record of where and how they practise): what a salaried activity is told from.
 */
export const PscPracticeSiteSchema = z.object({
  mode: z.enum(PSC_PRACTICE_MODES).nullable(),
  siret: z.string().nullable(),
  name: z.string().nullable(),
});
export type PscPracticeSite = z.infer<typeof PscPracticeSiteSchema>;

/**
 * The person as Pro Santé Connect vouches for them, mapped to the opening: professional status
 * (eIDAS low), not identity for anti-money-laundering purposes.
 */
export const PscIdentitySchema = z.object({
  /** 1 Monsieur, 2 Madame (the account's gender codes). */
  gender: z.union([z.literal(1), z.literal(2)]).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /**
   * The e-mail the agency marks verified: the account step shows it filled and does not ask it
   * twice. Absent from identities kept before the federation's e-mail was read.
   */
  email: z.string().nullable().optional(),
  /** The federation's identifier: 8 + RPPS, 0 + ADELI. */
  national_id: z.string(),
  directory: z.enum(['rpps', 'adeli']),
  professional_number: z.string(),
  profession_code: z.string().nullable(),
  /**
   * The Ordre's specialty (`codeSavoirFaire` of type S, e.g. SM54 general medicine): tells a
   * general practitioner from a specialist. Absent from identities kept before it was read.
   */
  specialty_code: z.string().nullable().optional(),
  /**
   * Every site of every exercise the federation lists, liberal or not: the whole record, so that
   * "no salaried activity" can be proposed. Absent from identities kept before the sites were read.
   */
  practice_sites: z.array(PscPracticeSiteSchema).optional(),
  /** The imported directory agrees (found, a health profession, the name matches). */
  directory_status: z.literal('verified'),
  verified_by: z.literal('pro_sante_connect'),
  verified_at: z.string(),
  /** The verified ID token's issuer, subject and assurance level: the evidence's provenance. */
  issuer: z.string(),
  subject: z.string(),
  acr: z.string(),
});
export type PscIdentity = z.infer<typeof PscIdentitySchema>;

export const PscStartReplySchema = z.object({ authorization_url: z.string() });

export const PscCallbackBodySchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  /** The federation's refusal (`access_denied`): the practitioner said no. */
  error: z.string().max(200).optional(),
});

export const PscSignInReplySchema = z.object({
  identity: PscIdentitySchema,
  practices: z.array(PscPracticeSchema),
  /** The signed-in account with its session when this practitioner's account exists; else null. */
  user: UserReplySchema.nullable(),
  /** Single use, short-lived: ties the new account to this practitioner (POST /pro-sante-connect/link). */
  link_ticket: z.string().nullable(),
});
export type PscSignInReply = z.infer<typeof PscSignInReplySchema>;

/**
 * What Pro Santé Connect vouched for about a customer: professional status (eIDAS low) and the
 * practice they chose, never identity for anti-money-laundering purposes.
 */
export const PscEvidenceSchema = z.object({
  identity: PscIdentitySchema,
  practice: PscPracticeSchema.nullable(),
});
export type PscEvidence = z.infer<typeof PscEvidenceSchema>;

export { type PscLinkBody, PscLinkBodySchema };

export const PscLinkReplySchema = PscEvidenceSchema;

/** The signed-in customer's professional status, when their account is tied to a practitioner. */
export const PscProfessionalStatusReplySchema = z.object({
  professional_status: PscEvidenceSchema.nullable(),
});

/** The decoupled sign-in: the practitioner's identifier, to whose phone (e-CPS) the request goes. */
export const PscDecoupledBodySchema = z.object({
  national_id: z.string().regex(/^[08]\d{9,11}$/, 'validation.invalid'),
});
export const PscDecoupledReplySchema = z.object({
  request_id: z.string(),
  /** The two digits shown on the page and on the phone: the practitioner approves the one they see. */
  binding_message: z.string(),
  expires_at: z.string(),
});
export const PscDecoupledStatusReplySchema = z.object({
  status: z.enum(['pending', 'approved', 'refused', 'expired']),
  /** When approved: the sign-in, as the callback gives it. */
  sign_in: PscSignInReplySchema.nullable(),
});

export const proSanteConnectContracts = {
  'POST /pro-sante-connect/start': {
    doc: {
      summary: 'Pro Santé Connect: start a sign-in',
      description:
        "The federation's authorization address (code flow with PKCE, state, nonce and `acr_values=eidas1`); the state, nonce and verifier are kept by the API, single use and short-lived. 404 when the bank has not configured Pro Santé Connect.",
      refusals: [404],
    },
    reply: PscStartReplySchema,
  },
  'POST /pro-sante-connect/callback': {
    doc: {
      summary: 'Pro Santé Connect: finish a sign-in',
      description:
        "The code and state the federation sent back: the ID token and the signed userinfo are verified (issuer, audience, nonce, `acr` eidas1), the national identifier is cross-checked with the imported RPPS / ADELI directory and the liberal practice sites are listed. The practitioner's account, when linked, is signed in with the usual session. 409 with the reason otherwise (assurance level, issuer or audience, replayed state or nonce, no practice, not in the directory, refused).",
      refusals: [404, 409],
    },
    reply: PscSignInReplySchema,
    body: PscCallbackBodySchema,
  },
  'POST /pro-sante-connect/link': {
    doc: {
      summary: 'Pro Santé Connect: tie the account to the practitioner',
      description:
        'The signed-in account (just created from the prefilled account step) is tied to the practitioner the ticket names, once, within minutes of the sign-in, with the practice chosen among those the sign-in listed; the next sign-ins with Pro Santé Connect open its session. 409 for a spent or late ticket, a practitioner tied already, or a practice the sign-in did not list.',
      refusals: [404, 409],
    },
    reply: PscLinkReplySchema,
    body: PscLinkBodySchema,
  },
  'GET /pro-sante-connect/professional-status': {
    doc: {
      summary: "Pro Santé Connect: the customer's verified professional status",
      description:
        "The signed-in customer's professional status as Pro Santé Connect vouched for it when the account was tied (RPPS / ADELI, profession, date, the practice chosen); null for an account not tied to a practitioner. Evidence of status, not of identity.",
      refusals: [],
    },
    reply: PscProfessionalStatusReplySchema,
  },
  'POST /pro-sante-connect/decoupled': {
    doc: {
      summary: 'Pro Santé Connect: sign in from the phone (e-CPS)',
      description:
        "For a desktop without a card reader: the federation asks the practitioner's e-CPS app to approve (CIBA), with a two-digit code shown on the page and on the phone. The page then polls the request.",
      refusals: [404],
    },
    reply: PscDecoupledReplySchema,
    body: PscDecoupledBodySchema,
  },
  'POST /pro-sante-connect/decoupled/{requestId}/poll': {
    doc: {
      summary: 'Pro Santé Connect: where the phone approval stands',
      description:
        'pending until the practitioner answers; approved with the sign-in (checked as the callback is), refused, or expired. A finished request answers 409.',
      refusals: [404, 409],
    },
    reply: PscDecoupledStatusReplySchema,
  },
} as const satisfies RouteTable;
