import { z } from 'zod';
import { OPERATOR_ROLES, type OperatorRole } from '../tables/operator-roles';

/** An administrator invites a new operator: a one-time link is e-mailed to them. */
export const OperatorInvitationBodySchema = z.object({
  email: z.email({ error: 'validation.email_format' }).max(254, { error: 'validation.email_format' }),
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(120, { error: 'validation.too_long' }),
  role: z.enum(OPERATOR_ROLES, { error: 'validation.invalid_choice' }),
});
export type OperatorInvitationBody = z.infer<typeof OperatorInvitationBodySchema>;

/** An invitation waiting for its operator (the link itself is only in the e-mail). */
export const OperatorInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  created_at: z.string(),
  expires_at: z.string(),
  invited_by: z.object({ name: z.string() }),
});
export type OperatorInvitation = z.infer<typeof OperatorInvitationSchema>;

export const SecondFactorResetReplySchema = z.object({
  operator_id: z.string(),
  /** The operator's sessions ended by the reset. */
  ended_sessions: z.number().int(),
  expires_at: z.string(),
});
export type SecondFactorResetReply = z.infer<typeof SecondFactorResetReplySchema>;

/** The link's token, sent in the body so it never sits in an address a log keeps. */
export const InvitationTokenBodySchema = z.object({ token: z.string().min(1).max(128) });
export type InvitationTokenBody = z.infer<typeof InvitationTokenBodySchema>;

export const INVITATION_PURPOSES = ['invitation', 'second_factor_reset'] as const;
export type InvitationPurpose = (typeof INVITATION_PURPOSES)[number];

/** What the link's page shows: who it is for and the TOTP secret to enrol. */
export const InvitationLookupReplySchema = z.object({
  purpose: z.enum(INVITATION_PURPOSES),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  totp_secret: z.string(),
  otpauth_url: z.string(),
  expires_at: z.string(),
});
export type InvitationLookupReply = z.infer<typeof InvitationLookupReplySchema>;

/** Accepting the link: a password (an invitation only) and a code of the new TOTP. */
export const InvitationAcceptBodySchema = InvitationTokenBodySchema.extend({
  password: z.string().max(128, { error: 'validation.too_long' }).optional(),
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.totp_code_invalid' }),
});
export type InvitationAcceptBody = z.infer<typeof InvitationAcceptBodySchema>;

export const InvitationAcceptReplySchema = z.object({
  email: z.string(),
  /** Shown once: each works once in place of a TOTP code. */
  recovery_codes: z.array(z.string()),
});
export type InvitationAcceptReply = z.infer<typeof InvitationAcceptReplySchema>;

/** Invitations and second-factor resets: sent by an administrator, opened by the operator. */
export const operatorInvitationContracts = {
  'POST /backoffice/operators/invitations': {
    doc: {
      summary: 'Invite an operator',
      description:
        'E-mails a one-time link (valid `OPERATOR_INVITATION_HOURS`) where the new operator sets a password and enrols TOTP; a new invitation to the same address replaces the earlier one. Journaled.',
      refusals: [409, 422],
    },
    reply: OperatorInvitationSchema,
    statuses: [201],
    body: OperatorInvitationBodySchema,
  },
  'POST /backoffice/operators/{operatorId}/second-factor-reset': {
    doc: {
      summary: "Reset an operator's second factor",
      description:
        "The operator's TOTP and recovery codes stop working and their sessions end at once; a one-time link to enrol again is e-mailed to them. Journaled.",
      refusals: [409],
    },
    reply: SecondFactorResetReplySchema,
  },
  'POST /backoffice/invitations/lookup': {
    doc: {
      summary: 'Open a one-time link',
      description:
        'Anonymous: who the link is for and the TOTP secret to enrol. A link spent, replaced or expired answers 409.',
      refusals: [409],
    },
    reply: InvitationLookupReplySchema,
    body: InvitationTokenBodySchema,
  },
  'POST /backoffice/invitations/accept': {
    doc: {
      summary: 'Accept a one-time link',
      description:
        'Anonymous: sets the password (an invitation) and enrols the TOTP with a code of it; the link is spent and the recovery codes are shown once. The operator then signs in.',
      refusals: [409, 422],
    },
    reply: InvitationAcceptReplySchema,
    body: InvitationAcceptBodySchema,
  },
} as const;

/** The back-office routes that need no session: sign-in and the one-time links. */
export const ANONYMOUS_BACKOFFICE_ROUTES = [
  'POST /backoffice/session',
  'POST /backoffice/invitations/lookup',
  'POST /backoffice/invitations/accept',
] as const;
export type AnonymousBackofficeRouteKey = (typeof ANONYMOUS_BACKOFFICE_ROUTES)[number];

export const OPERATOR_INVITATION_ROUTE_ROLES: Readonly<
  Record<
    Exclude<keyof typeof operatorInvitationContracts, AnonymousBackofficeRouteKey>,
    readonly OperatorRole[]
  >
> = {
  'POST /backoffice/operators/invitations': ['administrator'],
  'POST /backoffice/operators/{operatorId}/second-factor-reset': ['administrator'],
};
