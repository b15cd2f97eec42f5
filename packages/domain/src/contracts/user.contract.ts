import { z } from 'zod';
import { OPENING_STATUSES } from '../rules/opening-status';
import { AccountCreateSchema, AccountUpdateSchema } from '../schemas/account';
import { emailSchema } from '../schemas/fields';
import type { RouteTable } from './route-contract';

/**
 * A signup request as the API answers it (spec §3 Signup request). Here, beside the user whose
 * answer lists them, so that signup-request.contract can use both without an import cycle.
 */
export const SignupRequestReplySchema = z.object({
  uuid: z.string(),
  type: z.enum(['existing_company', 'new_company']),
  status: z.enum(['pending', 'processing', 'completed', 'cancelled']),
  company_name: z.string().nullable(),
  siren: z.string().nullable(),
  /** Unix seconds. */
  created_at: z.number().int(),
  has_company_data: z.boolean(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The company opened for this request (a person may hold several), for its own user only; else null. */
  company_id: z.string().nullable(),
  /** Where that company's opening stands (null before a company is saved, and for anyone else). */
  opening_status: z.enum(OPENING_STATUSES).nullable(),
});
export type SignupRequestReply = z.infer<typeof SignupRequestReplySchema>;

/** The user as the API answers it (spec §3 User); never the password hash. */
export const UserReplySchema = z.object({
  uuid: z.string(),
  /** Only in the answers that open a session (account creation, login, resume). */
  token: z.string().optional(),
  token_expires_at: z.string().optional(),
  gender: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  nationality: z.string(),
  registration_type: z.enum(['existing_company', 'new_company']),
  voucher: z.string().nullable(),
  email_sponsor: z.string().nullable(),
  identity_card_url: z.string().nullable(),
  address_proof_url: z.string().nullable(),
  complete: z.boolean(),
  completed: z.boolean(),
  sca: z.object({
    /** At least one active two-step verification method. */
    configured: z.boolean(),
    methods: z.array(z.enum(['email', 'sms', 'app'])),
  }),
  signup_request: z.array(SignupRequestReplySchema),
});
export type UserReply = z.infer<typeof UserReplySchema>;

/** The web sends these flags (accounts=false, account_check=false); the API accepts and ignores them. */
export const AccountCreateQuerySchema = z.object({ accounts: z.enum(['true', 'false']).optional() });
/** POST /user/auth/link: a sign-in link asked by e-mail address (same answer whether an account has it or not). */
export const SignInLinkBodySchema = z.object({ email: emailSchema });
export type SignInLinkBody = z.infer<typeof SignInLinkBodySchema>;
export const SignInLinkReplySchema = z.object({ accepted: z.literal(true) });

/** How long an e-mailed sign-in link can be opened, once. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

export const LoginQuerySchema = z.object({ account_check: z.enum(['true', 'false']).optional() });

/**
 * The account user: creation, login, reading and updating their identity, and their bank account.
 * Account creation's body is the composition rule here; the API adds its password scorer
 * (accountCreateSchema), the same shape.
 */
export const userContracts = {
  'POST /user': {
    doc: {
      examples: {
        body: {
          gender: 2,
          first_name: 'Camille',
          last_name: 'Durand',
          phone: '+33 6 12 34 56 78',
          nationality: 'FR',
          email: 'camille.durand@example.fr',
          email_repeat: 'camille.durand@example.fr',
          password: 'Lanterne-Saumon-Velo-42',
          password_repeat: 'Lanterne-Saumon-Velo-42',
          registration_type: 'existing_company',
        },
      },
      summary: 'Create the account user',
      description:
        "The first step of the journey: the account user's identity, e-mail, phone and password. Answers the user and the session's bearer token. With an app-check token; accounts created per address are limited. A practitioner signed in with Pro Santé Connect sends the sign-in's `link_ticket` (and the practice chosen) as `pro_sante_connect`: the account is tied to them in the same transaction and needs no password (it is reached through Pro Santé Connect). A ticket unknown, spent or older than thirty minutes is a 422 and nothing is written; a practitioner tied already is a 409.",
      refusals: [409],
    },
    reply: UserReplySchema,
    statuses: [201],
    body: AccountCreateSchema,
    query: AccountCreateQuerySchema,
  },
  'GET /user/auth': {
    doc: {
      summary: 'Sign in',
      description:
        "Basic authentication (e-mail and password) with an app-check token: answers a session's bearer token and the person's openings. Failed attempts are limited per address and per account. An account created with Pro Santé Connect has no password: any password is refused as a wrong one is (same answer, same time); while Pro Santé Connect is offered, every failed login's message says to sign in with it.",
    },
    reply: UserReplySchema,
    query: LoginQuerySchema,
  },
  'POST /user/auth/link': {
    doc: {
      summary: 'E-mail a sign-in link',
      description: `For a forgotten password, or an account created with Pro Santé Connect when the federation cannot be reached: when an account has this e-mail address, a link that signs in once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes, is e-mailed to it (opened, it is spent for a session as any link's token is, POST /user/token/exchange). The answer is the same whether or not an account has the address. Anonymous, with an app-check token; at most 3 links per address in 15 minutes.`,
      examples: { body: { email: 'camille.durand@example.fr' }, reply: { accepted: true } },
    },
    reply: SignInLinkReplySchema,
    statuses: [202],
    body: SignInLinkBodySchema,
  },
  'GET /user': {
    doc: {
      summary: 'The signed-in user',
      description: "The account user's answers and the journey's state, to resume the journey.",
    },
    reply: UserReplySchema,
  },
  'PUT /user': {
    doc: {
      summary: 'Update the account user',
      description:
        "Changes the account user's answers while the opening is open; the same checks as at creation.",
      refusals: [409],
    },
    reply: UserReplySchema,
    body: AccountUpdateSchema,
  },
  /** Ends the session of the token it is called with; no body. */
  'POST /user/logout': {
    doc: {
      summary: 'Sign out',
      description: 'Ends the session on the server: its bearer token stops working at once.',
    },
    reply: null,
    statuses: [204],
  },
  /** A token given in a link, spent for a session token of its own (in the answer). */
  'POST /user/token/exchange': {
    doc: {
      summary: "Renew the session's token",
      description:
        'Trades the current bearer token for a new one (the old one stops working), so a long journey keeps a fresh session.',
    },
    reply: UserReplySchema,
  },
} as const satisfies RouteTable;
