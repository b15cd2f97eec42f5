import { VERIFICATION_CODE_LENGTH } from '@app/domain';
import { z } from 'zod';

export const ScaTypeSchema = z.enum(['email', 'sms', 'app']);
export const IdSchema = z.string().min(1).max(64);

export const ScaTokenSchema = z.object({
  id: z.string(),
  type: ScaTypeSchema,
  status: z.enum(['init', 'active', 'revoked']),
  description: z.string(),
  device_name: z.string().nullable(),
  device_os: z.string().nullable(),
  /** When the method was added (activation date). */
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

export const ScaChallengeStatusSchema = z.enum([
  'init',
  'triggered',
  'accepted',
  'rejected',
  'failed',
  'expired',
  'consumed',
]);

export const ScaChallengeSchema = z.object({
  id: z.string(),
  status: ScaChallengeStatusSchema,
  action: z.string(),
  description: z.string(),
  event: z.string(),
  ttl: z.number().int(),
  expires_at: z.string(),
  token: z.object({ id: z.string(), type: ScaTypeSchema, description: z.string() }).nullable(),
});

export const ScaCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'validation.code_format');

/** ECDSA P-256 / SHA-256 signature, base64url (raw r||s as WebCrypto makes it, or DER). */
export const SignatureSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
