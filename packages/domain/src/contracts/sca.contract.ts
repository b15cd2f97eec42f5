import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants/limits';
import { ScaMethodTypeSchema } from '../schemas/forms';
import { SCA_CHALLENGE_STATUSES, SCA_TOKEN_STATUSES } from '../tables/sca-methods';
import { IdSchema } from './path-id';
import type { RouteTable } from './route-contract';

export const ScaTokenStatusSchema = z.enum(SCA_TOKEN_STATUSES);
export const ScaChallengeStatusSchema = z.enum(SCA_CHALLENGE_STATUSES);

/** One of the user's methods: e-mail, SMS or a paired phone. */
export const ScaTokenReplySchema = z.object({
  id: z.string(),
  type: ScaMethodTypeSchema,
  status: ScaTokenStatusSchema,
  /** Masked e-mail or phone, or the device name: what the user sees. */
  description: z.string(),
  device_name: z.string().nullable(),
  device_os: z.string().nullable(),
  /** When the method was added (activation date). */
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ScaTokenReply = z.infer<typeof ScaTokenReplySchema>;

export const ScaTokensReplySchema = z.array(ScaTokenReplySchema);
export type ScaTokensReply = z.infer<typeof ScaTokensReplySchema>;

/** A challenge: what the user confirms (already translated) and by which method it was sent. */
export const ScaChallengeReplySchema = z.object({
  id: z.string(),
  status: ScaChallengeStatusSchema,
  action: z.string(),
  description: z.string(),
  event: z.string(),
  /** Seconds left before the challenge (or its code) expires. */
  ttl: z.number().int(),
  expires_at: z.string(),
  token: z.object({ id: z.string(), type: ScaMethodTypeSchema, description: z.string() }).nullable(),
});
export type ScaChallengeReply = z.infer<typeof ScaChallengeReplySchema>;

export const ScaAvailableReplySchema = z.object({
  configured: z.boolean(),
  available: z.array(ScaMethodTypeSchema),
  active: z.array(ScaMethodTypeSchema),
});
export type ScaAvailableReply = z.infer<typeof ScaAvailableReplySchema>;

/** What the QR code gives the companion app to pair with. */
export const ScaPairingReplySchema = z.object({
  challenge_id: z.string(),
  pairing_secret: z.string(),
  api_url: z.string(),
});
export type ScaPairingReply = z.infer<typeof ScaPairingReplySchema>;

/**
 * Why a method is active from its set-up, without a code: the account's e-mail is the one Pro
 * Santé Connect marked verified (`email_verified`) and has not changed since.
 */
export const SCA_CODELESS_ACTIVATION_REASONS = ['email_verified_by_pro_sante_connect'] as const;
export type ScaCodelessActivationReason = (typeof SCA_CODELESS_ACTIVATION_REASONS)[number];

/**
 * A method being set up: e-mail and SMS have had their code sent, the app gets its pairing
 * payload; or the method is active already (`activated`), with the reason no code was needed.
 */
export const ScaEnrollmentReplySchema = z.object({
  id: z.string(),
  type: ScaMethodTypeSchema,
  description: z.string(),
  ttl: z.number().int(),
  challenge: z.object({ id: z.string() }),
  pairing: ScaPairingReplySchema.optional(),
  /** The method as it stands once active without a code, and why; null when a code or a pairing is awaited. */
  activated: z
    .object({ reason: z.enum(SCA_CODELESS_ACTIVATION_REASONS), token: ScaTokenReplySchema })
    .nullable(),
});
export type ScaEnrollmentReply = z.infer<typeof ScaEnrollmentReplySchema>;

/** The method's status once set up or given up, else its enrolment challenge's (init while waiting). */
export const ScaEnrollStatusReplySchema = z.object({
  id: z.string(),
  status: z.union([ScaTokenStatusSchema, ScaChallengeStatusSchema]),
});
export type ScaEnrollStatusReply = z.infer<typeof ScaEnrollStatusReplySchema>;

/**
 * The members a 399 adds to the error body: the challenge to answer, whether a method must be
 * set up first, the methods that may be, and the active ones.
 */
export const ScaRequiredDetailsSchema = z.object({
  challenge: ScaChallengeReplySchema,
  setup_required: z.boolean(),
  available: z.array(ScaMethodTypeSchema),
  tokens: z.array(ScaTokenReplySchema),
});
export type ScaRequiredDetails = z.infer<typeof ScaRequiredDetailsSchema>;

/** The whole 399 answer of a call that needs strong customer authentication first. */
export const ScaRequiredReplySchema = ScaRequiredDetailsSchema.extend({
  code: z.literal('sca_required'),
  message: z.string(),
});
export type ScaRequiredReply = z.infer<typeof ScaRequiredReplySchema>;

export const ScaAppPairReplySchema = z.object({ token_id: z.string(), description: z.string() });
export type ScaAppPairReply = z.infer<typeof ScaAppPairReplySchema>;

/** A challenge waiting for the device's answer. */
export const ScaPendingChallengeReplySchema = z.object({
  id: z.string(),
  description: z.string(),
  event: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  ttl: z.number().int(),
});
export type ScaPendingChallengeReply = z.infer<typeof ScaPendingChallengeReplySchema>;

export const ScaAppPendingReplySchema = z.object({ challenges: z.array(ScaPendingChallengeReplySchema) });
export type ScaAppPendingReply = z.infer<typeof ScaAppPendingReplySchema>;

export const ScaAppRespondReplySchema = z.object({
  id: z.string(),
  status: ScaChallengeStatusSchema.extract(['accepted', 'rejected']),
});
export type ScaAppRespondReply = z.infer<typeof ScaAppRespondReplySchema>;

/** A code received by e-mail or SMS. */
export const ScaCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'validation.code_format');

/** ECDSA P-256 / SHA-256 signature, base64url (raw r||s as WebCrypto makes it, or DER). */
export const SignatureSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The device's public key as WebCrypto exports it: ECDSA on P-256, public part only. */
export const DevicePublicKeySchema = z
  .object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  })
  .passthrough()
  .refine((jwk) => !('d' in jwk), { message: 'validation.invalid' });

/** The method chosen to send the code (or the app request); none: the challenge's own. */
export const ScaTriggerBodySchema = z.object({ token_id: IdSchema.optional() }).nullish();

/** The code (e-mail, SMS); none for the app, whose acceptance the challenge already holds. */
export const ScaValidateBodySchema = z
  .object({ challenge_id: IdSchema.optional(), code: ScaCodeSchema.optional() })
  .nullish();

export const ScaActivateBodySchema = z.object({
  code: ScaCodeSchema,
  challenge_id: IdSchema,
  token_id: IdSchema.optional(),
});

/** The companion app's pairing: the one-time secret of the QR code and the key it signs with. */
export const ScaAppPairBodySchema = z.object({
  challenge_id: IdSchema,
  pairing_secret: z.string().min(1).max(200),
  public_key: DevicePublicKeySchema,
  device_name: z.string().trim().min(1).max(100),
  device_os: z.string().trim().min(1).max(100),
  signature: SignatureSchema,
});

/** The device signs "sca-pending:{token_id}:{timestamp}"; each timestamp is accepted once. */
export const ScaAppPendingQuerySchema = z.object({
  token_id: IdSchema,
  timestamp: z.string().min(1).max(40),
  signature: SignatureSchema,
});

export const ScaAppRespondBodySchema = z.object({
  decision: z.enum(['accept', 'refuse']),
  signature: SignatureSchema,
});

/**
 * Strong customer authentication: setting up methods, answering challenges (web app), and the
 * companion app's calls, authenticated by its device key.
 */
export const scaContracts = {
  'GET /sca/available': {
    doc: {
      summary: 'Strong authentication: the methods',
      description: 'The methods the user can set up (e-mail, SMS, app) and those already active.',
    },
    reply: ScaAvailableReplySchema,
  },
  'GET /sca/tokens': {
    doc: {
      summary: 'Strong authentication: the active methods',
      description: "The user's active methods: e-mail, SMS, paired devices.",
    },
    reply: ScaTokensReplySchema,
  },
  'GET /sca/tokens/{type}/enroll/init': {
    doc: {
      summary: 'Set up a method',
      description:
        'E-mail and SMS get a code at once; the app gets a pairing payload the web app shows as a QR code. The e-mail method of an account whose e-mail is the one Pro Santé Connect marked verified, unchanged since, is active at once: no code is sent, `activated` says so with its reason (`email_verified_by_pro_sante_connect`) and the method, and the activation is journaled with that reason; every other set-up has `activated: null`. With a method already active, strong authentication first (399).',
      refusals: [399, 409],
    },
    reply: ScaEnrollmentReplySchema,
  },
  'GET /sca/tokens/{id}/enroll/status': {
    doc: {
      summary: "A method's set-up status",
      description: 'Polled while a method is set up: `active` means done.',
    },
    reply: ScaEnrollStatusReplySchema,
  },
  'POST /sca/tokens/{token_id}/enroll/activate': {
    doc: {
      summary: 'Activate a method',
      description: 'The code received proves the address; the method becomes active.',
      refusals: [409],
    },
    reply: ScaTokenReplySchema,
    body: ScaActivateBodySchema,
  },
  'POST /sca/challenges/{challenge_id}/trigger': {
    doc: {
      summary: "Send a challenge's code",
      description: "Sends the code (or the app's notification) by the chosen method.",
      refusals: [409],
    },
    reply: ScaChallengeReplySchema,
    body: ScaTriggerBodySchema,
  },
  'GET /sca/challenges/{id}/status': {
    doc: {
      summary: "A challenge's status",
      description: 'Polled every 2 s while the app is asked: `accepted` means validate now.',
    },
    reply: ScaChallengeReplySchema,
  },
  'POST /sca/challenges/{challenge_id}/validate': {
    doc: {
      summary: 'Validate a challenge',
      description:
        "The code (e-mail, SMS) or the app's acceptance validates the challenge; send the refused call again with its id in `x-sca-challenge`.",
      refusals: [409],
    },
    reply: ScaChallengeReplySchema,
    body: ScaValidateBodySchema,
  },
  'POST /sca/app/pair': {
    doc: {
      summary: 'Companion app: pair a device',
      description:
        'The companion app, having scanned the QR code, registers its public key. No session: the one-time pairing secret is the credential, the signature proves the key.',
      refusals: [401, 403, 409],
    },
    reply: ScaAppPairReplySchema,
    body: ScaAppPairBodySchema,
  },
  'GET /sca/app/pending': {
    doc: {
      summary: 'Companion app: the waiting challenges',
      description:
        'The challenges waiting for this device. The device signs `sca-pending:{token_id}:{timestamp}`; each timestamp is accepted once.',
      refusals: [401, 403],
    },
    reply: ScaAppPendingReplySchema,
    query: ScaAppPendingQuerySchema,
  },
  'POST /sca/app/challenges/{id}/respond': {
    doc: {
      summary: 'Companion app: accept or refuse',
      description: 'The user accepts or refuses the challenge on the device, which signs the answer.',
      refusals: [401, 403, 409],
    },
    reply: ScaAppRespondReplySchema,
    body: ScaAppRespondBodySchema,
  },
} as const satisfies RouteTable;
