import { z } from 'zod';
import { COMPANY_SIZES } from '../tables/company-sizes';
import { SCA_METHOD_TYPES } from '../tables/sca-methods';
import {
  emailSchema,
  nameSchema,
  personNameSchema,
  phoneSchema,
  requiredString,
  verificationCodeSchema,
} from './fields';

/** Mobile notice reminder form, POST /user/signup-reminder (spec §3, §5). */
export const MobileReminderSchema = z.object({
  first_name: personNameSchema(100),
  last_name: personNameSchema(100),
  email: emailSchema,
  phone: phoneSchema,
  company_name: nameSchema(255),
  company_size: z.enum(COMPANY_SIZES, { error: 'validation.required' }),
});
export type MobileReminder = z.infer<typeof MobileReminderSchema>;

/** POST /contact. */
export const ContactSchema = z.object({
  email: emailSchema,
  subject: requiredString(200),
  message: requiredString(5000),
});
export type Contact = z.infer<typeof ContactSchema>;

/** A six-digit code (SCA enrolment and validation). */
export const VerificationCodeSchema = z.object({ code: verificationCodeSchema });
export type VerificationCode = z.infer<typeof VerificationCodeSchema>;

/** POST /sca/tokens/{token_id}/enroll/activate. */
export const ScaActivateSchema = z.object({
  code: verificationCodeSchema,
  challenge_id: requiredString(100),
  token_id: requiredString(100),
});
export type ScaActivate = z.infer<typeof ScaActivateSchema>;

/** POST /sca/challenges/{challenge_id}/validate: the code is absent for the app method. */
export const ScaValidateSchema = z.object({
  challenge_id: requiredString(100),
  code: verificationCodeSchema.nullish(),
});
export type ScaValidate = z.infer<typeof ScaValidateSchema>;

/** POST /sca/challenges/{challenge_id}/trigger. */
export const ScaTriggerSchema = z.object({ token_id: z.string().max(100).nullish() });
export type ScaTrigger = z.infer<typeof ScaTriggerSchema>;

export const ScaMethodTypeSchema = z.enum(SCA_METHOD_TYPES);

/** POST /voucher/check. */
export const VoucherCheckSchema = z.object({ code: requiredString(50) });
export type VoucherCheck = z.infer<typeof VoucherCheckSchema>;

/** GET /companies/search?query: the query is required (spec §5). */
export const CompanySearchQuerySchema = z.object({
  query: z
    .string({ error: 'validation.query_required' })
    .trim()
    .min(1, { error: 'validation.query_required' })
    .max(200, { error: 'validation.too_long' }),
});
export type CompanySearchQuery = z.infer<typeof CompanySearchQuerySchema>;

/** Terms step: the three boxes must be ticked to finish (spec §5). */
export const TermsAcceptanceSchema = z.object({
  terms: z.literal(true, { error: 'validation.terms_required' }),
  deposit_guarantee: z.literal(true, { error: 'validation.terms_required' }),
  consent: z.literal(true, { error: 'validation.terms_required' }),
  communication: z.boolean().nullish(),
});
export type TermsAcceptance = z.infer<typeof TermsAcceptanceSchema>;
