import { z } from 'zod';
import { ContactSchema, MobileReminderSchema, VoucherCheckSchema } from '../schemas/forms';
import type { RouteTable } from './route-contract';

/** An offer code and its text in the user's language. */
export const VoucherReplySchema = z.object({ code: z.string(), text: z.string() });
export type VoucherReply = z.infer<typeof VoucherReplySchema>;

/** What a stored message (contact form, mobile reminder) answers: its reference. */
export const CreatedReplySchema = z.object({ id: z.string() });
export type CreatedReply = z.infer<typeof CreatedReplySchema>;

/** The anonymous visitor's forms: an offer code's check, the contact form and the mobile reminder. */
export const visitorFormsContracts = {
  'POST /voucher/check': {
    doc: {
      summary: 'Check a voucher code',
      description:
        'Tells whether a promotional code is valid and what it gives, before the sign-up. Anonymous; limited per address.',
    },
    reply: VoucherReplySchema,
    body: VoucherCheckSchema,
  },
  'POST /contact': {
    doc: {
      summary: 'Send the contact form',
      description:
        'Stored and sent to the team, when the contact feature is a form. Anonymous, with an app-check token.',
    },
    reply: CreatedReplySchema,
    statuses: [201],
    body: ContactSchema,
  },
  'POST /user/signup-reminder': {
    doc: {
      summary: 'E-mail a link to continue on a computer',
      description:
        'A visitor on a phone leaves an e-mail address to receive the link to the journey (the journey is made on a computer). Anonymous, with an app-check token; limited per address.',
    },
    reply: CreatedReplySchema,
    statuses: [201],
    body: MobileReminderSchema,
  },
} as const satisfies RouteTable;
