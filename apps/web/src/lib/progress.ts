import type { CompanyDocumentKind, LegalForm } from '@app/domain';

/** Progress through the opening, saved in local storage after each step (spec §4). */
export type Journey = 'signup' | 'enrollment';
export type RegistrationType = 'new_company' | 'existing_company';

export interface StoredUser {
  token: string;
  uuid?: string | null;
  id?: string | null;
  gender?: 1 | 2 | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  nationality?: string | null;
  identity_card_url?: string | null;
  address_proof_url?: string | null;
  registration_type?: RegistrationType | null;
  complete?: boolean;
  sca_configured?: boolean;
  voucher?: string | null;
}

/** The company documents known to be in (the guards read them before the people and terms steps). */
export type CompanyDocumentFlag = CompanyDocumentKind;

/** Only what guards and the step menu read; screens may keep more fields (index signature). */
export interface StoredCompany {
  id?: string | null;
  name?: string | null;
  legal_form?: (Pick<LegalForm, 'code' | 'abbreviation'> & { label?: unknown }) | null;
  limited_liability?: boolean | null;
  siret?: string | null;
  siren?: string | null;
  documents?: Partial<Record<CompanyDocumentFlag, boolean>>;
  [key: string]: unknown;
}

export interface StoredRepresentative {
  id: string;
  is_user?: boolean;
  is_company?: boolean;
  first_name?: string | null;
  last_name?: string | null;
  [key: string]: unknown;
}

export interface StoredSignupRequest {
  uuid: string;
  type?: RegistrationType | null;
  status?: string | null;
  /** Fields of the request used to prefill the account form. */
  prefill?: Partial<Pick<StoredUser, 'first_name' | 'last_name' | 'email' | 'phone'>>;
}

export interface Progress {
  version: 1;
  journey: Journey | null;
  user: StoredUser | null;
  /** The saved company (the "kyc result" of spec §2.3: company steps need it). */
  company: StoredCompany | null;
  /** The KYC questionnaire was answered. */
  kycAnswered: boolean;
  representatives: StoredRepresentative[];
  /** The account user's own representative form was submitted at least once. */
  representativeFormSubmitted: boolean;
  signupRequest: StoredSignupRequest | null;
  /** The account returned when the opening is completed (bank details). */
  account: { uuid?: string; rib?: { pdf_url?: string | null } | null; [key: string]: unknown } | null;
  /** Room for screens to keep their own step data without changing this type. */
  extra: Record<string, unknown>;
}

export const emptyProgress = (): Progress => ({
  version: 1,
  journey: null,
  user: null,
  company: null,
  kycAnswered: false,
  representatives: [],
  representativeFormSubmitted: false,
  signupRequest: null,
  account: null,
  extra: {},
});

/** The flow has started (an account exists) but is not finished. */
export const isStartedIncomplete = (progress: Progress): boolean =>
  Boolean(progress.user?.token) && !progress.user?.complete;
