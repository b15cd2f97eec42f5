import { z } from 'zod';
import { OPERATOR_ROLES, type OperatorRole } from '../tables/operator-roles';
import { FourEyesProposalSchema } from './four-eyes-proposal';

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

/**
 * An invitation to a role with power (rules/operator-four-eyes.ts), proposed by one administrator:
 * no link exists and nothing is e-mailed until another administrator confirms it.
 */
export const InvitationProposalSchema = FourEyesProposalSchema.extend({
  email: z.string(),
  name: z.string(),
});
export type InvitationProposal = z.infer<typeof InvitationProposalSchema>;

/** What inviting did: the link e-mailed at once, or a proposal waiting for a second administrator. */
export const InvitationReplySchema = z.discriminatedUnion('status', [
  OperatorInvitationSchema.extend({ status: z.literal('sent') }),
  InvitationProposalSchema.extend({ status: z.literal('awaiting_confirmation') }),
]);
export type InvitationReply = z.infer<typeof InvitationReplySchema>;

/** A proposal withdrawn by its proposer or declined by another administrator: no link ever existed. */
export const InvitationProposalDeclinedSchema = InvitationProposalSchema.extend({
  outcome: z.enum(['withdrawn', 'declined']),
  decided_at: z.string(),
});
export type InvitationProposalDeclined = z.infer<typeof InvitationProposalDeclinedSchema>;

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
        "A reviewer or an auditor: e-mails a one-time link at once (valid `OPERATOR_INVITATION_HOURS`) where the new operator sets a password and enrols TOTP (`status: sent`); a new invitation to the same address replaces the earlier one. A supervisor or an administrator: a proposal (`status: awaiting_confirmation`), e-mailed only once a second administrator confirms it (four-eyes). The e-mail is in the inviting administrator's language. 409 when an operator has the address or an invitation to it waits for confirmation. Journaled.",
      refusals: [409, 422],
      examples: {
        body: { email: 'sophie.durand@bank.example', name: 'Sophie Durand', role: 'supervisor' },
        reply: {
          id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          status: 'awaiting_confirmation',
          email: 'sophie.durand@bank.example',
          name: 'Sophie Durand',
          role: 'supervisor',
          proposed_by: { id: '7c6b5a49-3827-4615-9f0e-d1c2b3a49586', name: 'Alice Martin' },
          proposed_at: '2026-11-28T09:00:00.000Z',
        },
      },
    },
    reply: InvitationReplySchema,
    statuses: [201],
    body: OperatorInvitationBodySchema,
  },
  'POST /backoffice/operators/invitation-proposals/{proposalId}/confirm': {
    doc: {
      summary: 'Confirm a proposed invitation',
      description:
        "A second administrator (not the proposer: 403) confirms an invitation to a supervisor or an administrator: the one-time link is created and e-mailed then, in the proposer's language, naming the proposer. 409 when the proposal no longer waits or an operator has the address since. Journaled with the proposer.",
      refusals: [403, 409],
    },
    reply: OperatorInvitationSchema,
  },
  'POST /backoffice/operators/invitation-proposals/{proposalId}/decline': {
    doc: {
      summary: 'Withdraw or decline a proposed invitation',
      description:
        'The proposer withdraws their proposal, or another administrator declines it: nothing is e-mailed and no link ever exists. 409 when the proposal no longer waits. Journaled.',
      refusals: [409],
    },
    reply: InvitationProposalDeclinedSchema,
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
  'POST /backoffice/operators/invitation-proposals/{proposalId}/confirm': ['administrator'],
  'POST /backoffice/operators/invitation-proposals/{proposalId}/decline': ['administrator'],
  'POST /backoffice/operators/{operatorId}/second-factor-reset': ['administrator'],
};
