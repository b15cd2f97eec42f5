import { z } from 'zod';
import type { SignupRequestRow } from './signup-request.repository';

/** A signup request as the web client reads it (spec §3 Signup request). */
export const SignupRequestViewSchema = z.object({
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
});
export type SignupRequestView = z.infer<typeof SignupRequestViewSchema>;

export function toSignupRequestView(row: SignupRequestRow): SignupRequestView {
  return {
    uuid: row.id,
    type: row.type,
    status: row.status,
    company_name: row.company_name,
    siren: row.siren,
    created_at: Math.floor(Date.parse(row.created_at) / 1000),
    has_company_data: row.company_data !== null,
    last_name: row.last_name,
    first_name: row.first_name,
    phone: row.phone,
    email: row.email,
  };
}
