import { z } from 'zod';

const AddressSchema = z.object({
  street: z.string(),
  details: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});

const ForeignTaxAddressSchema = z.object({
  country: z.string(),
  tax_number: z.string().nullable(),
  no_tax_number_reason: z.string().nullable(),
});

/** What every entry of the list carries besides its answers (computed with the domain rules). */
const computed = {
  /** Share of the capital, 2 decimals. */
  percentage: z.number(),
  /** Capital this holder deposits: capital_amount / number_of_actions * shares, 2 decimals; null without capital. */
  capital_amount: z.number().nullable(),
  /** Whether every answer the form asks is given and valid ("data to complete" otherwise). */
  is_complete: z.boolean(),
};

export const PersonDtoSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  companyId: z.string(),
  is_company: z.literal(false),
  is_user: z.boolean(),
  gender: z.number().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nationality: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_address: z.object({ city: z.string(), country: z.string(), zip: z.string().nullable() }).nullable(),
  address: AddressSchema.nullable(),
  email: z.string().nullable(),
  marital_situation_id: z.number().nullable(),
  shareholders_value: z.number(),
  title_code: z.string().nullable(),
  is_mandatary: z.boolean().nullable(),
  is_beneficial_owner: z.boolean().nullable(),
  is_shareholder: z.boolean().nullable(),
  is_pep: z.boolean().nullable(),
  is_fatca: z.boolean().nullable(),
  has_foreign_tax_country: z.boolean().nullable(),
  foreign_tax_country: z.string().nullable(),
  foreign_tax_addresses: z.array(ForeignTaxAddressSchema),
  has_legal_representative: z.boolean().nullable(),
  identity_card_url: z.string().nullable(),
  address_proof_url: z.string().nullable(),
  ...computed,
});
export type PersonDto = z.infer<typeof PersonDtoSchema>;

export const MandateDtoSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  companyId: z.string(),
  is_company: z.literal(true),
  name: z.string(),
  legal_form: z.string(),
  siret: z.string().nullable(),
  siren: z.string().nullable(),
  rna: z.string().nullable(),
  naf_activity_code: z.string().nullable(),
  address: AddressSchema.nullable(),
  activity_address: AddressSchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_mandatary: z.boolean().nullable(),
  title_code: z.string().nullable(),
  is_shareholder: z.boolean().nullable(),
  shareholders_value: z.number(),
  is_fatca: z.boolean().nullable(),
  has_foreign_tax_country: z.boolean().nullable(),
  foreign_tax_country: z.string().nullable(),
  foreign_tax_addresses: z.array(ForeignTaxAddressSchema),
  ...computed,
});
export type MandateDto = z.infer<typeof MandateDtoSchema>;

export const RepresentativeEntrySchema = z.discriminatedUnion('is_company', [
  PersonDtoSchema,
  MandateDtoSchema,
]);
export type RepresentativeEntry = z.infer<typeof RepresentativeEntrySchema>;
