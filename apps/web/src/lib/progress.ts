import type {
  AccountReply,
  CompanyDocumentKind,
  CompanyReply,
  Journey,
  LegalForm,
  PersonReply,
  RegistrationType,
  RepresentativeReply,
  SignupRequestReply,
  StepId,
  UserReply,
} from '@app/domain';

export type { Journey, RegistrationType };

/** Answer fields kept in local storage: any may be missing from an older save, or unknown yet. */
type Kept<Reply, Field extends keyof Reply> = { [Key in Field]?: Reply[Key] | null };

/** The signed-in user as kept between visits: the token and what the answers said. */
export type StoredUser = Kept<
  UserReply,
  | 'uuid'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'nationality'
  | 'identity_card_url'
  | 'address_proof_url'
  | 'registration_type'
  | 'voucher'
> & {
  /** The session's bearer token, from the answer that opened it. */
  token: string;
  /** An older save's name for uuid. */
  id?: string | null;
  gender?: 1 | 2 | null;
  complete?: boolean;
  /** The answer's sca.configured. */
  sca_configured?: boolean;
};

/** The company documents known to be in (the guards read them before the people and terms steps). */
export type CompanyDocumentFlag = CompanyDocumentKind;

/** Only what guards and the step menu read; screens may keep more fields (index signature). */
export type StoredCompany = Kept<CompanyReply, 'id' | 'name' | 'limited_liability' | 'siret' | 'siren'> & {
  /** A register result keeps its code and abbreviation before the saved company gives a label. */
  legal_form?: (Pick<LegalForm, 'code' | 'abbreviation'> & { label?: unknown }) | null;
  documents?: Partial<Record<CompanyDocumentFlag, boolean>>;
  [key: string]: unknown;
};

/** A person or company mandate of the list, as the list answered it. */
export type StoredRepresentative = Pick<RepresentativeReply, 'id'> &
  Kept<PersonReply, 'is_user' | 'first_name' | 'last_name'> & {
    is_company?: RepresentativeReply['is_company'];
    [key: string]: unknown;
  };

export type StoredSignupRequest = Pick<SignupRequestReply, 'uuid'> &
  Kept<SignupRequestReply, 'type' | 'status'> & {
    /** Fields of the request used to prefill the account form. */
    prefill?: Partial<Pick<StoredUser, 'first_name' | 'last_name' | 'email' | 'phone'>>;
  };

/** Progress through the opening, saved in local storage after each step (spec §4). */
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
  account: Partial<AccountReply> | null;
  /** The step the API says this opening had reached when it was resumed (absent from older saves). */
  stepReached?: StepId | null;
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
  stepReached: null,
  extra: {},
});

/**
 * The progress once the person turns to one of their openings (one login, several companies):
 * the steps from the company on read that opening's own data, never what another one had.
 */
export const turnedToOpening = (progress: Progress, journey: Journey): Progress => ({
  ...progress,
  journey,
  company: null,
  kycAnswered: false,
  representatives: [],
  representativeFormSubmitted: false,
  stepReached: null,
});

/** The flow has started (an account exists) but is not finished. */
export const isStartedIncomplete = (progress: Progress): boolean =>
  Boolean(progress.user?.token) && !progress.user?.complete;
