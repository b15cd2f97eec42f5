import { VERIFICATION_CODE_LENGTH } from '@app/domain';
import { z } from 'zod';

// Request fields of the SCA routes; their answers are in the shared contract (sca.contract.ts).

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
