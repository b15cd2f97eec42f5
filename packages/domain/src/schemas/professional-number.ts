import { z } from 'zod';
import { checkProfessionalNumber } from '../rules/health-professionals/numbers';

/**
 * The RPPS (11 digits) or ADELI (9 digits) number of a person who is a healthcare professional:
 * optional, stored compact (no spaces or dots), refused at the field for its format or Luhn key.
 */
export const professionalNumberSchema = z
  .string()
  .trim()
  .max(30, { error: 'validation.professional_number_format' })
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const checked = checkProfessionalNumber(value);
    if (checked.ok) return checked.number;
    ctx.addIssue({
      code: 'custom',
      message:
        checked.reason === 'key'
          ? 'validation.professional_number_key'
          : 'validation.professional_number_format',
    });
    return z.NEVER;
  });
