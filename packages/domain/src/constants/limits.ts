/** Business constants and limits (spec §9). Server-configurable values are defaults only. */

export const MAX_UPLOAD_FILE_SIZE_MB = 25;
export const MAX_UPLOAD_FILE_SIZE_BYTES = MAX_UPLOAD_FILE_SIZE_MB * 1024 * 1024;
export const MAX_UPLOAD_FILES_PER_SLOT = 10;

export const DEFAULT_NUMBER_OF_ACTIONS = 5000;
/**
 * Share counts (number_of_actions, shareholders_value) are stored in 32-bit integer columns:
 * above this PostgreSQL refuses the row, so the schemas refuse the value first (422, not 500).
 */
export const MAX_SHARE_COUNT = 2_147_483_647;
/**
 * Largest amount in euros (capital, paid-up capital, turnover): amounts are compared as numbers,
 * and cents stay exact well below 2^53 at this size.
 */
export const MAX_AMOUNT_EUROS = 999_999_999_999.99;
export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const RNA_LENGTHS = [10, 14] as const;
export const POSTCODE_LENGTH = 5;
export const SIRET_MAX_LENGTH = 14;
export const SIREN_LENGTH = 9;
export const SIRET_LENGTH = 14;

/**
 * A person is a beneficial owner above this share of capital or votes (strictly more than it), in
 * percent. The rules and every text that names it (the web's "{{threshold}}") read it from here.
 */
export const BENEFICIAL_OWNER_THRESHOLD_PERCENT = 25;
export const MIN_FIRST_TRANSFER_EUROS = 50;
export const SEARCH_PAGE_SIZE = 10;
export const KYC_QUESTIONNAIRE_VERSION = 3;
/** KYC question prefilled with "Patients" (main customers). */
export const KYC_PREFILLED_QUESTION_ID = 14;
export const KYC_PREFILLED_ANSWER = 'Patients';

export const DEFAULT_COUNTRY = 'FR';
export const DEFAULT_LANGUAGE = 'fr';
export const COOKIE_CONSENT_DAYS = 365;

/** Proof of address must be under 3 months old; draft statutes under one year old. */
export const PROOF_OF_ADDRESS_MAX_AGE_MONTHS = 3;
export const DRAFT_STATUTES_MAX_AGE_MONTHS = 12;

export const CLIENT_VERSION = '23.1.0';
export const SIGNUP_VERSION = '3';

// Brand and legal notices: the accounts one connection may create in an hour (POST /user); its
// own message tells the user the limit and what to do.
export const ACCOUNT_CREATIONS_PER_HOUR = 10;
/** The team calls back a visitor who left the mobile notice's form within this many working days. */
export const REMINDER_CALLBACK_WORKING_DAYS = 2;
