import { isValidSiren } from '@app/domain';
import { z } from 'zod';

/**
 * What the partner API (or the seed) sends to create an opening request. Person and company
 * fields are optional prefill; the person confirms or corrects them in the journey.
 */
export const SignupRequestInputSchema = z.object({
  type: z.enum(['existing_company', 'new_company']),
  company_name: z.string().trim().min(1).max(200).optional(),
  siren: z.string().refine(isValidSiren, { error: 'validation.siren_invalid' }).optional(),
  last_name: z.string().trim().min(1).max(100).optional(),
  first_name: z.string().trim().min(1).max(100).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ]+$/)
    .max(30)
    .optional(),
  email: z.email().max(254).optional(),
  /** Company fields as in spec §3 Company (name, legal_form, address...), stored as given. */
  company: z.record(z.string(), z.unknown()).optional(),
  source: z.string().min(1).max(50).default('partner'),
});
export type SignupRequestInput = z.input<typeof SignupRequestInputSchema>;
