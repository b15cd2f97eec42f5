import { z } from 'zod';
import { LEGAL_FORM_CODES, type LegalFormCode } from '../tables/legal-forms';
import { LegalFormReplySchema } from './company.contract';
import type { RouteTable } from './route-contract';

/** One company in search results (spec §3 "Company search result"), located at one establishment. */
export const CompanySearchResultReplySchema = z.object({
  socialReason: z.string(),
  siren: z.string(),
  /** The head office's SIRET, or the establishment the query named by its SIRET. */
  siret: z.string().nullable(),
  ape: z.string().nullable(),
  apeText: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  /** The bank's legal form abbreviation (SELARL, SCM, EI...), null when none fits. */
  legalFormCode: z.string().nullable(),
  /** The INSEE legal category label. */
  legalForm: z.string().nullable(),
  /** INSEE legal category code (4 digits). */
  legalCategory: z.string().nullable(),
  active: z.boolean(),
  /**
   * Open establishments: 1 saves by SIRET at once, more asks for the headquarter choice. The
   * local register counts up to a cap (2 means "several").
   */
  establishmentCount: z.number().int(),
});
export type CompanySearchResultReply = z.infer<typeof CompanySearchResultReplySchema>;

export const CompanySearchPageReplySchema = z.object({
  results: z.array(CompanySearchResultReplySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Matches, counted up to a cap (see `capped`). */
  total: z.number().int(),
  total_pages: z.number().int(),
  /** True when there are more matches than `total`: the user should refine the query. */
  capped: z.boolean(),
  /** The register could not be reached (public-API provider): the list is empty, not "no match". */
  unavailable: z.boolean().optional(),
});
export type CompanySearchPageReply = z.infer<typeof CompanySearchPageReplySchema>;

/** spec §3 Company.etablissements: brand, siret, address, postalCode, city. */
export const EstablishmentReplySchema = z.object({
  brand: z.string().nullable(),
  siret: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  headOffice: z.boolean(),
  active: z.boolean(),
});
export type EstablishmentReply = z.infer<typeof EstablishmentReplySchema>;

/** A page of a code list (legal forms, NAF activities) for a dropdown's "see more". */
const codePageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    results: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  });

export const LegalFormPageReplySchema = codePageSchema(LegalFormReplySchema);
export type LegalFormPageReply = z.infer<typeof LegalFormPageReplySchema>;

/** spec §3 NAF activity item. */
export const NafItemReplySchema = z.object({ codenaf: z.string(), libelle: z.string() });
export type NafItemReply = z.infer<typeof NafItemReplySchema>;

export const NafPageReplySchema = codePageSchema(NafItemReplySchema);
export type NafPageReply = z.infer<typeof NafPageReplySchema>;

/** The register's search: 10 results a page. */
export const CompanySearchPageQuerySchema = z.object({
  /** A name (words, accents and case ignored), or a SIREN/SIRET in digits and spaces. */
  query: z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long'),
  page: z.coerce.number().int().min(1).max(100).default(1),
});

/** The query of a code list's dropdown (legal forms, NAF activities): typed words, then "see more" pages. */
export const CodePageQuerySchema = z.object({
  /** Words of the label, or the start of a code ("8621", "86.2", "SEL"). */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const LegalFormPageQuerySchema = CodePageQuerySchema.extend({
  /** Forms the dropdown hides (e.g. CSE,AE,EI,EIRL for a shareholder company). */
  exclude: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code): code is LegalFormCode => (LEGAL_FORM_CODES as readonly string[]).includes(code)),
    ),
});

/** The company register and the code lists of the company form. */
export const registryContracts = {
  'GET /companies/search': {
    doc: {
      summary: 'Search the company register',
      description:
        "The company step's search by name, SIREN or SIRET: 10 results a page, active companies first.",
    },
    reply: CompanySearchPageReplySchema,
    query: CompanySearchPageQuerySchema,
  },
  'GET /companies/{id}/establishments': {
    doc: {
      summary: "A company's establishments",
      description:
        'The open establishments of a SIREN found by the search, head office first, to choose the one the account is for.',
    },
    reply: z.array(EstablishmentReplySchema),
  },
  'GET /legal-forms': {
    doc: {
      summary: 'Legal forms',
      description:
        "The legal forms of the company form's list, searched and paged, in the caller's language.",
    },
    reply: LegalFormPageReplySchema,
    query: LegalFormPageQuerySchema,
  },
  'GET /nafcode': {
    doc: {
      summary: 'NAF activities',
      description: "NAF rev. 2 activities for the company form's list, searched and paged.",
    },
    reply: NafPageReplySchema,
    query: CodePageQuerySchema,
  },
} as const satisfies RouteTable;
