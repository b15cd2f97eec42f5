import { z } from 'zod';
import { ClientStatusSchema, CompanyCertificationSchema } from '../schemas/client-status';
import { CompanyEnrollmentSchema, CompanySignupSchema } from '../schemas/company';
import { companyFreeFieldsReplyShape } from '../schemas/free-fields';
import { contextCheckedBody } from './context-checked-body';
import type { RouteTable } from './route-contract';

export const AddressReplySchema = z.object({
  street: z.string(),
  details: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});
export type AddressReply = z.infer<typeof AddressReplySchema>;

export const LegalFormReplySchema = z.object({
  code: z.string(),
  abbreviation: z.string(),
  label: z.string(),
});
export type LegalFormReply = z.infer<typeof LegalFormReplySchema>;

/** The company as the API answers it (spec §3 Company). */
export const CompanyReplySchema = z.object({
  id: z.string(),
  registration_type: z.enum(['new_company', 'existing_company']),
  name: z.string(),
  legal_form: LegalFormReplySchema,
  siret: z.string().nullable(),
  siren: z.string().nullable(),
  rna: z.string().nullable(),
  company_number: z.string().nullable(),
  naf_activity_code: z.string().nullable(),
  naf_activity_code_label: z.string().nullable(),
  address: AddressReplySchema,
  same_activity_address: z.boolean().nullable(),
  activity_address: AddressReplySchema.nullable(),
  /** A sole trader's home is at the practice's address (null for a company). */
  home_is_practice: z.boolean().nullable(),
  capital_amount: z.string().nullable(),
  number_of_actions: z.number().nullable(),
  capital_fully_paid: z.boolean().nullable(),
  up_capital_amount: z.string().nullable(),
  description: z.string().nullable(),
  forecast_turnover: z.string().nullable(),
  ...companyFreeFieldsReplyShape,
  limited_liability: z.boolean(),
  phone: z.string().nullable(),
  is_active_non_financial_entity: z.boolean().nullable(),
  is_fatca: z.boolean().nullable(),
  has_foreign_tax_country: z.boolean().nullable(),
  foreign_tax_country: z.string().nullable(),
  client_status: z
    .object({
      crs: z.string(),
      crs_subtype: z.string().nullable(),
      crs_sub_type: z.string().nullable(),
      giin: z.string().nullable(),
      is_owner_invest_entity: z.boolean(),
      registration_place: z.string().nullable(),
    })
    .nullable(),
  representatives_certified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyReply = z.infer<typeof CompanyReplySchema>;

/** The company object: its rules depend on the user's journey, checked by the service. */
export const CompanyBodySchema = contextCheckedBody(
  "The company. The rules are those of the user's journey: an operating business (signup) or a company being created (enrollment).",
  [CompanySignupSchema, CompanyEnrollmentSchema],
);

/** The client status the client computed (the server computes it again), or no body at all. */
export const CompanyCertificationBodySchema = z
  .object({
    client_status: ClientStatusSchema.partial().optional(),
    is_active_non_financial_entity: z.boolean({ error: 'validation.yes_no_required' }).optional(),
  })
  .optional();

/** The company step: typed in, or taken from the register by SIRET (a second save updates it). */
export const companyContracts = {
  'POST /companies': {
    doc: {
      summary: 'Create the company',
      description:
        "The company of the opening in hand, typed in: an operating business (signup) or a company being created (enrollment), with the rules of the user's journey. A second call updates it.",
    },
    reply: CompanyReplySchema,
    statuses: [200, 201],
    body: CompanyBodySchema,
  },
  'PUT /companies/{companyId}': {
    doc: {
      summary: 'Update the company',
      description: "The same body and checks as `POST /companies`, on the user's company.",
    },
    reply: CompanyReplySchema,
    body: CompanyBodySchema,
  },
  'POST /companies/{siret}': {
    doc: {
      summary: 'Save the company from the register',
      description:
        "Saves the user's company as the register knows it by its SIRET (a second call updates it). A closed or unknown company is a 422 naming `company.legal_form` when known: the journey goes on to manual entry.",
    },
    reply: CompanyReplySchema,
    statuses: [200, 201],
  },
  // The client status the server computed, in the shape the client sends it.
  'POST /company-certification/{companyId}': {
    doc: {
      summary: "Record the company's client status",
      description:
        'The client status (CRS, FATCA) the client computed; the server computes it again from the answers and records it.',
    },
    reply: CompanyCertificationSchema,
    body: CompanyCertificationBodySchema,
  },
} as const satisfies RouteTable;
