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
  'POST /voucher/check': { reply: VoucherReplySchema, body: VoucherCheckSchema },
  'POST /contact': { reply: CreatedReplySchema, statuses: [201], body: ContactSchema },
  'POST /user/signup-reminder': { reply: CreatedReplySchema, statuses: [201], body: MobileReminderSchema },
} as const satisfies RouteTable;
