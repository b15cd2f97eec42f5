import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants/limits';
import { countryCodeSchema, evenWithOtherErrors, nameSchema, optionalString, requiredString } from './fields';

export interface AddressContext {
  /** Exactly 5 digits whatever the country (existing business, spec §5). */
  strictPostcode?: boolean;
}

/**
 * street, details, zip, city, country (default FR). The postcode is digits only, and exactly 5
 * digits for a French address or when strictPostcode is set.
 */
export function addressSchema(context: AddressContext = {}) {
  return z
    .object(
      {
        street: requiredString(255),
        details: optionalString(255),
        zip: requiredString(10),
        city: nameSchema(100),
        country: countryCodeSchema.default(DEFAULT_COUNTRY),
      },
      { error: 'validation.required' },
    )
    .superRefine((address, ctx) => {
      if (typeof address.zip !== 'string' || address.zip === '') return;
      if (!/^\d+$/.test(address.zip)) {
        ctx.addIssue({ code: 'custom', message: 'validation.postcode_digits', path: ['zip'] });
      } else if (
        (context.strictPostcode || (address.country ?? DEFAULT_COUNTRY) === 'FR') &&
        address.zip.length !== 5
      ) {
        ctx.addIssue({ code: 'custom', message: 'validation.postcode_format', path: ['zip'] });
      }
    }, evenWithOtherErrors);
}

export const AddressSchema = addressSchema();
export type Address = z.infer<typeof AddressSchema>;
