import type { LegalFormCode } from '../tables/legal-forms';

export type ContactMode = 'form' | 'link' | 'off';

export interface FeatureFlags {
  help: boolean;
  languageChange: boolean;
  signupRequest: boolean;
  forcedLogin: boolean;
  contact: ContactMode;
}

/** Defaults (decisions §2); the API serves the effective values as runtime configuration. */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = {
  help: false,
  languageChange: false,
  signupRequest: true,
  forcedLogin: false,
  contact: 'form',
};

/** Default limited-liability forms; the effective list is server configuration. */
export const DEFAULT_LIMITED_LIABILITY_FORMS: readonly LegalFormCode[] = ['ASS', 'AE', 'EI'];
