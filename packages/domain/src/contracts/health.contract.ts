import { z } from 'zod';
import type { RouteTable } from './route-contract';

/**
 * What the practitioners' directory (RPPS / ADELI) says of a person's professional number:
 * `verified` (found, a health profession, the name matches, and for a sole trader the practice's
 * SIRET is one the directory holds for them, when it holds any), `name_mismatch`, `not_found`,
 * `not_health_profession` or `siret_mismatch`. The customer always goes on; anything but verified
 * flags the opening.
 */
export const HEALTH_VERIFICATION_STATUSES = [
  'verified',
  'name_mismatch',
  'not_found',
  'not_health_profession',
  'siret_mismatch',
] as const;
export type HealthVerificationStatus = (typeof HEALTH_VERIFICATION_STATUSES)[number];

export const HealthVerificationReplySchema = z.object({
  status: z.enum(HEALTH_VERIFICATION_STATUSES),
  /** The number checked, compact. */
  number: z.string(),
  directory: z.enum(['rpps', 'adeli']),
  /** The directory's practitioner when found: civility and practice name as published. */
  civility: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** `Code profession` (labels: the domain's HEALTH_PROFESSIONS) and the file's own label. */
  profession_code: z.string().nullable(),
  profession_label: z.string().nullable(),
  /** `Code mode exercice`: L, S or B (labels: the domain's PRACTICE_MODES). */
  practice_mode_code: z.string().nullable(),
  /** "Dr" for doctors, dentists and pharmacists. */
  doctor_title: z.boolean(),
  /** When the directory row was imported (the file's day). */
  directory_date: z.string().nullable(),
  /**
   * A sole trader's check: the SIRETs the directory holds for the practitioner's places of
   * practice, compared with their practice's (absent for an associate of a company).
   */
  directory_sirets: z.array(z.string()).optional(),
  checked_at: z.string(),
});
export type HealthVerificationReply = z.infer<typeof HealthVerificationReplySchema>;

/** A FINESS establishment run at one of the company's SIRETs. */
export const HealthEstablishmentReplySchema = z.object({
  finess: z.string(),
  name: z.string(),
  category_code: z.string(),
  category: z.string(),
  siret: z.string().nullable(),
  directory_date: z.string().nullable(),
});
export type HealthEstablishmentReply = z.infer<typeof HealthEstablishmentReplySchema>;

/** A practitioner the directory places at the company's SIRET. */
export const HealthPractitionerReplySchema = z.object({
  number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profession_code: z.string().nullable(),
  profession_label: z.string().nullable(),
  practice_mode_code: z.string().nullable(),
  directory_date: z.string().nullable(),
  /** The company declared a person of this name: the directory confirms them at its SIRET. */
  declared: z.boolean(),
});
export type HealthPractitionerReply = z.infer<typeof HealthPractitionerReplySchema>;

/**
 * The FINESS Pro Santé Connect gave for the practice chosen at sign-in, checked against the
 * imported directory without the person typing it: `found` false when the directory has no such
 * establishment.
 */
export const PracticeFinessCheckSchema = z.object({
  finess: z.string(),
  found: z.boolean(),
});

/** What the directories link to a company: its FINESS establishments and practitioners. */
export const CompanyHealthLinksReplySchema = z.object({
  siren: z.string().nullable(),
  siret: z.string().nullable(),
  /** At the company's SIRET (or SIREN), and the practice's FINESS from Pro Santé Connect. */
  establishments: z.array(HealthEstablishmentReplySchema),
  practitioners: z.array(HealthPractitionerReplySchema),
  /** Null when the account is not tied to Pro Santé Connect or its practice carries no FINESS. */
  practice_finess: PracticeFinessCheckSchema.nullable().optional(),
});
export type CompanyHealthLinksReply = z.infer<typeof CompanyHealthLinksReplySchema>;

/** The bank's case page: each declared person's verification and the company's links. */
export const CaseHealthReplySchema = z.object({
  people: z.array(
    z.object({
      person_id: z.string(),
      /** The name as declared. */
      name: z.string(),
      verification: HealthVerificationReplySchema,
    }),
  ),
  links: CompanyHealthLinksReplySchema,
});
export type CaseHealthReply = z.infer<typeof CaseHealthReplySchema>;

/** For the search results' "santé" badge: which of the SIRENs asked are linked to the directories. */
export const HealthBadgesReplySchema = z.object({
  linked: z.array(z.string()),
});
export type HealthBadgesReply = z.infer<typeof HealthBadgesReplySchema>;

export const HealthBadgesQuerySchema = z.object({
  /** SIRENs of a page of search results, comma-separated. */
  sirens: z.string().trim().max(400, 'validation.too_long'),
});

export const healthContracts = {
  'GET /companies/{companyId}/health-links': {
    doc: {
      summary: "Healthcare directories: the company's links",
      description:
        "The FINESS establishments at the company's SIRET and the practitioners (RPPS, ADELI) practising there: a hint for the list of people, never a requirement.",
    },
    reply: CompanyHealthLinksReplySchema,
  },
  'GET /health/badges': {
    doc: {
      summary: 'Healthcare directories: badges of a search page',
      description: 'Which companies of a search page (`sirens`) the healthcare directories link to health.',
    },
    reply: HealthBadgesReplySchema,
    query: HealthBadgesQuerySchema,
  },
} as const satisfies RouteTable;
