import { z } from 'zod';
import { OPENING_STATUSES } from '../rules/opening-status';
import { isValidSiren, isValidSiret } from '../rules/siren-siret';
import {
  amountSchema,
  emailSchema,
  evenWithOtherErrors,
  nameSchema,
  optionalNameSchema,
  phoneSchema,
} from '../schemas/fields';
import { LEGAL_FORM_CODES } from '../tables/legal-forms';
import type { RouteTable } from './route-contract';

/** What a partner's access token may do (OAuth 2.0 scopes, space-separated on the wire). */
export const PARTNER_SCOPES = ['requests:write', 'requests:read', 'events:read'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];
export const isPartnerScope = (value: string): value is PartnerScope =>
  (PARTNER_SCOPES as readonly string[]).includes(value);

/** The status reports sent to the insurer: "in opening", open, closed and (when configured) refused. */
export const STATUS_REPORT_TYPES = [
  'opening.in_opening',
  'opening.open',
  'opening.closed',
  'opening.refused',
] as const;
export type StatusReportType = (typeof STATUS_REPORT_TYPES)[number];

/** POST /partner/v1/oauth/token (RFC 6749 §4.4.3 and §5.1). */
export const PartnerTokenReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type PartnerTokenReply = z.infer<typeof PartnerTokenReplySchema>;

const siretSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine(isValidSiret, { error: 'validation.siret_invalid' });
const sirenSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine(isValidSiren, { error: 'validation.siren_invalid' });

/**
 * A pre-filled opening request as the insurer sends it. An operating company is named by its SIREN
 * or SIRET (the customer's company step checks it against the register); a company in formation
 * by its name, legal form and capital.
 */
export const PartnerSignupRequestBodySchema = z
  .object({
    type: z.enum(['existing_company', 'new_company'], { error: 'validation.required' }),
    /**
     * The partner's own reference of the request (a member or file number), given back in every
     * status report of its opening. Plain text: no control, invisible or text-direction character.
     */
    partner_reference: nameSchema(100),
    person: z.object({
      first_name: nameSchema(100),
      last_name: nameSchema(100),
      email: emailSchema,
      phone: phoneSchema,
    }),
    company: z
      .object({
        siren: sirenSchema.optional(),
        siret: siretSchema.optional(),
        name: optionalNameSchema(200).optional(),
        legal_form: z.enum(LEGAL_FORM_CODES, { error: 'validation.legal_form_required' }).optional(),
        capital: amountSchema.optional(),
      })
      .default({}),
    /** E-mail the customer link to the person (through the outbox). */
    send_link_by_email: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    // Run beside the other fields' errors too (a missing reference among them): the company's
    // may still be unparsed then.
    const company = body.company ?? {};
    if (body.type === 'existing_company') {
      if (!company.siren && !company.siret) {
        ctx.addIssue({
          code: 'custom',
          path: ['company', 'siret'],
          message: 'validation.partner_siren_or_siret',
        });
      }
      const { siren, siret } = company;
      if (typeof siren === 'string' && typeof siret === 'string' && siren && !siret.startsWith(siren)) {
        ctx.addIssue({
          code: 'custom',
          path: ['company', 'siret'],
          message: 'validation.partner_siret_mismatch',
        });
      }
      return;
    }
    if (!company.name)
      ctx.addIssue({ code: 'custom', path: ['company', 'name'], message: 'validation.required' });
    if (!company.legal_form) {
      ctx.addIssue({
        code: 'custom',
        path: ['company', 'legal_form'],
        message: 'validation.legal_form_required',
      });
    }
    if (company.capital === undefined) {
      ctx.addIssue({ code: 'custom', path: ['company', 'capital'], message: 'validation.required' });
    }
  }, evenWithOtherErrors);
export type PartnerSignupRequestBody = z.input<typeof PartnerSignupRequestBodySchema>;

/**
 * The company a partner's request was created with, as the customer's company step reads it
 * (`prefill` of GET /signup/request/{uuid}/company): the numbers to check against the register,
 * or a company in formation's name, legal form and capital. Anything else is ignored.
 */
export const PartnerCompanyPrefillSchema = z.object({
  siren: z.string().optional().catch(undefined),
  siret: z.string().optional().catch(undefined),
  name: z.string().optional().catch(undefined),
  legal_form: z.enum(LEGAL_FORM_CODES).optional().catch(undefined),
  capital: z.union([z.number(), z.string()]).optional().catch(undefined),
});
export type PartnerCompanyPrefill = z.infer<typeof PartnerCompanyPrefillSchema>;

export const PartnerSignupRequestReplySchema = z.object({
  uuid: z.string(),
  /** The partner's own reference of the request (null for a request made before it was asked). */
  partner_reference: z.string().nullable(),
  /** The link to give the customer: it opens the journey with this request. */
  link: z.string(),
  type: z.enum(['existing_company', 'new_company']),
  /** pending (link not used yet), processing (taken, or made for an existing account's e-mail), completed or cancelled. */
  status: z.string(),
  /** The opening's status once the customer has a company in the journey, else null. */
  opening_status: z.enum(OPENING_STATUSES).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  person: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  company: z.record(z.string(), z.unknown()).nullable(),
  link_emailed: z.boolean(),
});
export type PartnerSignupRequestReply = z.infer<typeof PartnerSignupRequestReplySchema>;

/** Keyset pages: `cursor` is the previous page's `next_cursor`. */
export const PartnerPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const PartnerSignupRequestPageSchema = z.object({
  items: z.array(PartnerSignupRequestReplySchema),
  next_cursor: z.string().nullable(),
});

/**
 * Who an opening started on the web is, for the brand's insurer (the customer consented to the
 * information exchange): the account holder's name and e-mail, and the company's SIREN (null for a
 * company in formation). Nothing more.
 */
export const StatusReportMemberSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  siren: z.string().nullable(),
});
export type StatusReportMember = z.infer<typeof StatusReportMemberSchema>;

/** One status report, as posted to the insurer's URL and paged on GET /partner/v1/events. */
export const StatusReportEventSchema = z.object({
  id: z.string(),
  type: z.enum(STATUS_REPORT_TYPES),
  created_at: z.string(),
  opening_reference: z.string(),
  /** The partner's request the opening came from, if any. */
  signup_request_id: z.string().nullable(),
  /** The partner's own reference of that request, if it gave one. */
  partner_reference: z.string().nullable(),
  /** For an opening no partner's request began: who the member is; otherwise null. */
  member: StatusReportMemberSchema.nullable(),
});
export type StatusReportEvent = z.infer<typeof StatusReportEventSchema>;

export const StatusReportEventPageSchema = z.object({
  items: z.array(StatusReportEventSchema),
  next_cursor: z.string().nullable(),
});

/** The customer withdrew the information-exchange consent: no report after this moment. */
export const ConsentWithdrawalReplySchema = z.object({ withdrawn_at: z.string() });

/** A report whose delivery gave up, as the back-office lists it. */
export const FailedStatusReportSchema = z.object({
  id: z.string(),
  type: z.enum(STATUS_REPORT_TYPES),
  opening_reference: z.string(),
  created_at: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export const FailedStatusReportListSchema = z.object({ items: z.array(FailedStatusReportSchema) });
export const StatusReportReplayReplySchema = z.object({ id: z.string(), state: z.literal('pending') });

/**
 * POST /signup/request/new-link: a customer whose link expired or was used asks for a new one by
 * their e-mail address. The answer is the same whether or not a request matches the address.
 */
export const SignupLinkRenewalBodySchema = z.object({ email: emailSchema });
export type SignupLinkRenewalBody = z.infer<typeof SignupLinkRenewalBodySchema>;
export const SignupLinkRenewalReplySchema = z.object({ accepted: z.literal(true) });

/** The insurer's API (its own OpenAPI page at /partner/v1/docs) the customer's withdrawal and new link. */
export const partnerContracts = {
  'POST /partner/v1/oauth/token': {
    doc: {
      summary: 'Get an access token',
      description:
        'OAuth 2.0 client credentials grant (RFC 6749 §4.4): the client id and secret (HTTP Basic or in the body, form-encoded or JSON) and the scopes wanted give a short-lived bearer token. Wrong credentials: 401.',
      refusals: [401],
      examples: {
        reply: {
          access_token: 'pat_6Jx2vQk9LmN4sR8tW1yZ3bC5dF7gH0jK',
          token_type: 'Bearer',
          expires_in: 900,
          scope: 'requests:write requests:read events:read',
        },
      },
    },
    reply: PartnerTokenReplySchema,
  },
  'POST /partner/v1/signup-requests': {
    doc: {
      examples: {
        body: {
          type: 'existing_company',
          partner_reference: 'ADH-2026-00042',
          person: {
            first_name: 'Camille',
            last_name: 'Durand',
            email: 'camille.durand@example.fr',
            phone: '+33 6 12 34 56 78',
          },
          company: { siren: '812345676' },
          send_link_by_email: true,
        },
        reply: {
          uuid: '3f6c1a2e-8b4d-4c7a-9e21-5d0b7f3a6c18',
          partner_reference: 'ADH-2026-00042',
          link: 'https://ouverture.example.fr/?signup-request=3f6c1a2e-8b4d-4c7a-9e21-5d0b7f3a6c18',
          type: 'existing_company',
          status: 'pending',
          opening_status: null,
          created_at: '2026-11-28T09:00:00.000Z',
          updated_at: '2026-11-28T09:00:00.000Z',
          person: {
            first_name: 'Camille',
            last_name: 'Durand',
            email: 'camille.durand@example.fr',
            phone: '+33 6 12 34 56 78',
          },
          company: { siren: '812345676' },
          link_emailed: true,
        },
      },
      summary: 'Create a pre-filled opening request',
      description:
        'The person and the company (an operating one by SIREN or SIRET, one in formation by name, legal form and capital), with your own `partner_reference`; answers the link to give the customer. The `Idempotency-Key` header is required: a retry with the same key and body answers the first answer.',
    },
    reply: PartnerSignupRequestReplySchema,
    statuses: [201],
    body: PartnerSignupRequestBodySchema,
  },
  'GET /partner/v1/signup-requests': {
    doc: {
      summary: 'Your requests',
      description:
        "Your own requests with their status and the opening's, newest first, by keyset pages (`cursor` is the previous page's `next_cursor`).",
    },
    reply: PartnerSignupRequestPageSchema,
    query: PartnerPageQuerySchema,
  },
  'GET /partner/v1/signup-requests/{uuid}': {
    doc: {
      summary: 'One of your requests',
      description:
        "A request you made, with its status and the opening's; another partner's request is a 404.",
    },
    reply: PartnerSignupRequestReplySchema,
  },
  'POST /partner/v1/signup-requests/{uuid}/withdraw': {
    doc: {
      summary: 'Withdraw a request',
      description:
        "You withdraw a request you created, before its account opens, even after the customer submitted it: the opening closes with the reason withdrawn and a status report says so. The request reads cancelled, or stays completed once submitted (its opening_status reads closed). Another partner's request is a 404; an opening already open or ended, or a request already withdrawn, is a 409.",
      refusals: [409],
    },
    reply: PartnerSignupRequestReplySchema,
  },
  'GET /partner/v1/events': {
    doc: {
      summary: 'Status reports',
      description:
        'The status reports of your openings, oldest first, whatever became of their delivery: the same body as the webhook. Keyset pages.',
    },
    reply: StatusReportEventPageSchema,
    query: PartnerPageQuerySchema,
  },
  'DELETE /companies/{companyId}/information-exchange-consent': {
    doc: {
      summary: 'Withdraw the information-exchange consent',
      description:
        "The customer withdraws the consent to share the opening's progress with the insurer: no status report is sent after it. Also after the opening is complete.",
    },
    reply: ConsentWithdrawalReplySchema,
  },
  'POST /signup/request/new-link': {
    doc: {
      examples: { body: { email: 'camille.durand@example.fr' }, reply: { accepted: true } },
      summary: 'Ask for a new link',
      description:
        'A customer whose link expired or was used asks for a new one by e-mail address. The answer is the same whether or not a request matches the address. Anonymous, with an app-check token; limited.',
    },
    reply: SignupLinkRenewalReplySchema,
    statuses: [202],
    body: SignupLinkRenewalBodySchema,
  },
} as const satisfies RouteTable;

/** The back-office's screen of given-up deliveries (roles in BACKOFFICE_ROUTE_ROLES). */
export const statusReportBackofficeContracts = {
  'GET /backoffice/status-reports/failed': {
    doc: {
      summary: 'Status reports given up',
      description: 'The status reports whose delivery to the insurer gave up.',
    },
    reply: FailedStatusReportListSchema,
  },
  'POST /backoffice/status-reports/{reportId}/replay': {
    doc: {
      summary: 'Send a status report again',
      description: 'A supervisor sends a given-up status report again; recorded in the audit journal.',
      refusals: [409],
    },
    reply: StatusReportReplayReplySchema,
  },
} as const satisfies RouteTable;
