import { z } from 'zod';

/**
 * The single-use ticket a Pro Santé Connect sign-in gave, with the practice chosen among those it
 * listed: ties an account to the practitioner (at its creation, or just after).
 */
export const PscLinkBodySchema = z.object({
  link_ticket: z.string().min(1).max(200),
  /** The practice chosen among those the sign-in listed (its SIRET); absent when none was chosen. */
  practice_siret: z
    .string()
    .max(14, 'validation.invalid')
    .regex(/^\d{14}$/, 'validation.invalid')
    .nullable()
    .optional(),
});
export type PscLinkBody = z.infer<typeof PscLinkBodySchema>;
