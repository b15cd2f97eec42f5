import { z } from 'zod';
import type { RouteTable } from './route-contract';

// Loaded alone before the app starts (configuration, app-check): no form schema is imported here.

export const HealthReplySchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthReply = z.infer<typeof HealthReplySchema>;

/** A text in each language of the app (configuration written by the bank, not the catalogue). */
const PerLanguageListSchema = z.object({
  fr: z.array(z.string()),
  en: z.array(z.string()),
  de: z.array(z.string()),
});

/** The bank's legal identity, printed on the legal notice (who opens and keeps the account). */
export const BankIdentitySchema = z.object({
  name: z.string(),
  legalForm: z.string(),
  /** Share capital in whole units of `currency`, written the reader's way on screen. */
  capital: z.object({ amount: z.number(), currency: z.string() }),
  registeredOffice: z.string(),
  rcs: z.object({ number: z.string(), city: z.string() }),
  /** The bank's code on the ACPR's register of authorised institutions. */
  acprCode: z.string(),
});
export type BankIdentity = z.infer<typeof BankIdentitySchema>;

/** The monthly price of the account and what it includes, in each language. */
export const PriceSchema = z.object({
  monthlyAmount: z.number(),
  currency: z.string(),
  includes: PerLanguageListSchema,
});
export type Price = z.infer<typeof PriceSchema>;

/** The web app's runtime configuration: flags, brand and limits change without a rebuild. */
export const RuntimeConfigReplySchema = z.object({
  brand: z.object({
    name: z.string(),
    primaryColor: z.string(),
    bankName: z.string(),
    websiteUrl: z.string(),
    // Brand and legal notices: the brand's logo (sanitised SVG text), and its legal identity.
    logoSvg: z.string().nullable(),
    legalForm: z.string(),
    registeredOffice: z.string(),
    /** Only when the brand acts as an insurance or banking intermediary. */
    oriasNumber: z.string().nullable(),
  }),
  bank: BankIdentitySchema,
  price: PriceSchema,
  features: z.object({
    help: z.boolean(),
    languageChange: z.boolean(),
    signupRequest: z.boolean(),
    forcedLogin: z.boolean(),
    contact: z.enum(['form', 'link', 'off']),
  }),
  helpCenterUrl: z.string().nullable(),
  upload: z.object({ maxFileBytes: z.number(), maxFiles: z.number() }),
  limitedLiabilityForms: z.array(z.string()),
  appCheck: z.object({ mode: z.enum(['enforce', 'report']) }),
});
export type RuntimeConfigReply = z.infer<typeof RuntimeConfigReplySchema>;

/** A proof-of-work challenge: a nonce such that SHA-256(challenge + nonce) starts with `difficulty` zero bits. */
export const AppCheckChallengeReplySchema = z.object({
  challenge: z.string(),
  difficulty: z.number().int(),
  expires_at: z.string(),
});
export type AppCheckChallengeReply = z.infer<typeof AppCheckChallengeReplySchema>;

/** A solved challenge, traded once for a token. */
export const AppCheckTokenBodySchema = z.object({
  challenge: z.string().min(1).max(300),
  nonce: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const AppCheckTokenReplySchema = z.object({ token: z.string(), expires_at: z.string() });
export type AppCheckTokenReply = z.infer<typeof AppCheckTokenReplySchema>;

/** The developer page's messages: as a page or as JSON, the latest first. */
export const DevOutboxQuerySchema = z.object({
  format: z.enum(['html', 'json']).default('html'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  to: z.string().optional(),
});

/** The service itself, anonymous: health, configuration and app-check. */
export const systemContracts = {
  'GET /health': {
    doc: {
      summary: 'Is the service up',
      description:
        'Answers whether the API and its database answer, for load balancers and monitoring. Anonymous.',
    },
    reply: HealthReplySchema,
  },
  'GET /config': {
    doc: {
      summary: "The web app's runtime configuration",
      description:
        'Feature flags, brand, limits and the addresses the web app needs, read at start so they change without a rebuild. Anonymous.',
    },
    reply: RuntimeConfigReplySchema,
  },
  'GET /app-check/challenge': {
    doc: {
      summary: 'A proof-of-work challenge',
      description:
        'Starts app-check: find a nonce so that SHA-256(challenge + nonce) starts with `difficulty` zero bits, then trade it for a token at `POST /app-check/token`. Anonymous.',
    },
    reply: AppCheckChallengeReplySchema,
  },
  'POST /app-check/token': {
    doc: {
      summary: 'Trade a solved challenge for an app-check token',
      description:
        'A solved challenge (used once) gives an app-check token valid one hour, sent in `x-app-check` on one anonymous call (sign-up, login, contact forms).',
      refusals: [403],
    },
    reply: AppCheckTokenReplySchema,
    body: AppCheckTokenBodySchema,
  },
  // A developer page (HTML unless ?format=json), never read by the web app.
  'GET /dev/outbox': {
    doc: {
      summary: 'The outbox (development only)',
      description:
        'The e-mails and SMS the embedded default kept instead of sending, newest first. Registered only outside production, answered only to the machine itself.',
    },
    reply: null,
    query: DevOutboxQuerySchema,
  },
} as const satisfies RouteTable;
