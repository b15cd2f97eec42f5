import { z } from 'zod';
import { SignupRequestViewSchema } from '../signup-requests/signup-request.view';

/** The user as the web client reads it (spec §3 User); never the password hash. */
export const UserViewSchema = z.object({
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
  signup_request: z.array(SignupRequestViewSchema),
});
export type UserView = z.infer<typeof UserViewSchema>;
