import { z } from 'zod';
import { companyMandateSchema } from '../schemas/company-mandate';
import { personFreeFieldsReplyShape } from '../schemas/free-fields';
import { RepresentativeEnrollmentSchema, RepresentativeSignupSchema } from '../schemas/representative';
import { AddressReplySchema } from './company.contract';
import { contextCheckedBody } from './context-checked-body';
import { HealthVerificationReplySchema } from './health.contract';
import type { RouteTable } from './route-contract';

export const ForeignTaxAddressReplySchema = z.object({
  country: z.string(),
  tax_number: z.string().nullable(),
  no_tax_number_reason: z.string().nullable(),
});
export type ForeignTaxAddressReply = z.infer<typeof ForeignTaxAddressReplySchema>;

export const BirthAddressReplySchema = z.object({
  city: z.string(),
  country: z.string(),
  zip: z.string().nullable(),
});
export type BirthAddressReply = z.infer<typeof BirthAddressReplySchema>;

/** What every entry of the list carries after its answers (computed with the domain rules). */
const computed = {
  /** Share of the capital, 2 decimals. */
  percentage: z.number(),
  /** Capital this holder deposits: capital_amount / number_of_actions * shares, 2 decimals; null without capital. */
  capital_amount: z.number().nullable(),
  /** Whether every answer the form asks is given and valid ("data to complete" otherwise). */
  is_complete: z.boolean(),
};
/** Members of an entry that are not stored answers; companyId is company_id once more, camel-cased. */
const COMPUTED = { companyId: true, percentage: true, capital_amount: true, is_complete: true } as const;

/** A natural person as the API answers it (spec §3 Representative). */
export const PersonReplySchema = z.object({
  id: z.string(),
  company_id: z.string(),
  companyId: z.string(),
  is_company: z.literal(false),
  is_user: z.boolean(),
  gender: z.number().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nationality: z.string().nullable(),
  /** YYYY-MM-DD */
  birth_date: z.string().nullable(),
  birth_address: BirthAddressReplySchema.nullable(),
  address: AddressReplySchema.nullable(),
  email: z.string().nullable(),
  marital_situation_id: z.number().nullable(),
  shareholders_value: z.number(),
  title_code: z.string().nullable(),
  is_mandatary: z.boolean().nullable(),
  is_beneficial_owner: z.boolean().nullable(),
  is_shareholder: z.boolean().nullable(),
  is_pep: z.boolean().nullable(),
  /** The public function held, and where, when politically exposed (for the bank's review). */
  pep_function: z.string().nullable(),
  pep_country: z.string().nullable(),
  is_fatca: z.boolean().nullable(),
  /** The US taxpayer identification number of a US person (FATCA). */
  us_tin: z.string().nullable(),
  has_foreign_tax_country: z.boolean().nullable(),
  foreign_tax_country: z.string().nullable(),
  foreign_tax_addresses: z.array(ForeignTaxAddressReplySchema),
  has_legal_representative: z.boolean().nullable(),
  identity_card_url: z.string().nullable(),
  address_proof_url: z.string().nullable(),
  /** RPPS or ADELI number of a healthcare professional, compact. */
  professional_number: z.string().nullable(),
  /** What the practitioners' directory says of that number; null without a number. */
  professional_verification: HealthVerificationReplySchema.nullable(),
  ...personFreeFieldsReplyShape,
  ...computed,
});
export type PersonReply = z.infer<typeof PersonReplySchema>;

/** The answers stored for a person: the answer without its proofs and computed members. */
export const PersonAnswersReplySchema = PersonReplySchema.omit({
  ...COMPUTED,
  identity_card_url: true,
  address_proof_url: true,
  professional_verification: true,
});
export type PersonAnswersReply = z.infer<typeof PersonAnswersReplySchema>;

/** A company as shareholder or mandatary as the API answers it (spec §3 Company mandate). */
export const MandateReplySchema = z.object({
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
  address: AddressReplySchema.nullable(),
  activity_address: AddressReplySchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_mandatary: z.boolean().nullable(),
  title_code: z.string().nullable(),
  is_shareholder: z.boolean().nullable(),
  shareholders_value: z.number(),
  is_fatca: z.boolean().nullable(),
  has_foreign_tax_country: z.boolean().nullable(),
  foreign_tax_country: z.string().nullable(),
  foreign_tax_addresses: z.array(ForeignTaxAddressReplySchema),
  ...computed,
});
export type MandateReply = z.infer<typeof MandateReplySchema>;

/** The answers stored for a company mandate: the answer without its computed members. */
export const MandateAnswersReplySchema = MandateReplySchema.omit(COMPUTED);
export type MandateAnswersReply = z.infer<typeof MandateAnswersReplySchema>;

/** One entry of the company's people: a natural person or a company mandate. */
export const RepresentativeReplySchema = z.discriminatedUnion('is_company', [
  PersonReplySchema,
  MandateReplySchema,
]);
export type RepresentativeReply = z.infer<typeof RepresentativeReplySchema>;

export const RepresentativeListReplySchema = z.array(RepresentativeReplySchema);
export type RepresentativeListReply = z.infer<typeof RepresentativeListReplySchema>;

/** The people check passed; a failure is a 422 with per-person messages. */
export const RepresentativesValidReplySchema = z.object({ valid: z.literal(true) });
export type RepresentativesValidReply = z.infer<typeof RepresentativesValidReplySchema>;

/** A natural person: the rules depend on the company (journey, shares still free), checked by the service. */
export const PersonBodySchema = contextCheckedBody(
  "A natural person of the company. The rules are those of the user's journey (signup or enrollment) and of the shares still free.",
  [RepresentativeSignupSchema, RepresentativeEnrollmentSchema],
);

/** A company as shareholder or mandatary: the same kind of context-dependent rules as a person. */
export const MandateBodySchema = contextCheckedBody(
  "A company as shareholder or mandatary. The rules are those of the user's journey and of the shares still free.",
  [
    companyMandateSchema({ journey: 'signup', remainingShares: Number.MAX_SAFE_INTEGER, ownShares: 0 }),
    companyMandateSchema({ journey: 'enrollment', remainingShares: Number.MAX_SAFE_INTEGER, ownShares: 0 }),
  ],
);

/** The company whose people are listed. */
export const RepresentativeListQuerySchema = z.object({
  companyId: z.string({ error: 'validation.required' }).max(64),
});

/** companyId in the query of a call on one person, when the client sends it, must be the person's own company. */
export const RepresentativeCompanyQuerySchema = z.object({ companyId: z.string().max(64).optional() });

/** `certified=true`: the list's certification box was ticked, and a valid list records it. */
export const RepresentativesValidationQuerySchema = z.object({
  certified: z.enum(['true', 'false']).optional(),
});

/** The people of the company: natural persons, company mandates and their check. */
export const peopleContracts = {
  'GET /representatives': {
    doc: {
      summary: "The company's people",
      description:
        "The people and company mandates of the user's company, with their percentages and capital per holder.",
    },
    reply: RepresentativeListReplySchema,
    query: RepresentativeListQuerySchema,
  },
  'POST /representatives': {
    doc: {
      summary: 'Add a person',
      description:
        "A natural person of the company (representative, shareholder, beneficial owner), checked with the bank's rules (who may be declared, shares still free).",
      refusals: [409],
    },
    reply: PersonReplySchema,
    statuses: [201],
    body: PersonBodySchema,
  },
  'PUT /representatives/{representativeId}': {
    doc: {
      summary: 'Update a person',
      description: "Changes a person of the user's company; answers left out keep their stored value.",
      refusals: [409],
    },
    reply: PersonReplySchema,
    body: PersonBodySchema,
    query: RepresentativeCompanyQuerySchema,
  },
  'DELETE /representatives/{representativeId}': {
    doc: {
      summary: 'Remove a person',
      description: "Removes a person of the user's company; the user's own entry cannot be removed (403).",
      refusals: [403],
    },
    reply: null,
    query: RepresentativeCompanyQuerySchema,
  },
  'PUT /representatives/{representativeId}/linkuser': {
    doc: {
      summary: 'This person is the account user',
      description: "Links the person to the account user (the owner's selection).",
    },
    reply: PersonReplySchema,
    query: RepresentativeCompanyQuerySchema,
  },
  'GET /companies/{companyId}/validate-representatives': {
    doc: {
      summary: 'Check the list of people',
      description:
        "200 `{valid: true}` when the list meets the bank's rules, else 422 with each person's messages. `certified=true` records the list's certification box.",
    },
    reply: RepresentativesValidReplySchema,
    query: RepresentativesValidationQuerySchema,
  },
  'POST /companies/{companyId}/mandate': {
    doc: {
      summary: 'Add a company as shareholder or mandatary',
      description: "A company among the people of the user's company, checked with the bank's rules.",
      refusals: [409],
    },
    reply: MandateReplySchema,
    statuses: [201],
    body: MandateBodySchema,
  },
  'PATCH /companies/{companyId}/mandate/{mandateId}': {
    doc: {
      summary: 'Update a company mandate',
      description: 'The given answers replace the stored ones.',
      refusals: [409],
    },
    reply: MandateReplySchema,
    body: MandateBodySchema,
  },
  'DELETE /companies/{companyId}/mandate/{mandateId}': {
    doc: {
      summary: 'Remove a company mandate',
      description: "Removes the company from the people of the user's company.",
    },
    reply: null,
  },
} as const satisfies RouteTable;
