import {
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_LIMITED_LIABILITY_FORMS,
  MAX_UPLOAD_FILE_SIZE_BYTES,
  MAX_UPLOAD_FILES_PER_SLOT,
  type RuntimeConfigReply,
  routeUrl,
} from '@app/domain';
import { api } from './api-client';
import { configFromEnv } from './env';

/**
 * Until GET /config answers (or when it cannot): the documented defaults. The price and the
 * legal identities are the bank's own words: they are left empty here and not shown without
 * the API's answer (see `fromServer`).
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfigReply = {
  brand: {
    name: 'Pro Santé Banque',
    primaryColor: '#0b4f6c',
    bankName: 'Banque Partenaire Santé',
    websiteUrl: '/',
    logoSvg: null,
    legalForm: '',
    registeredOffice: '',
    oriasNumber: null,
  },
  bank: {
    name: '',
    legalForm: '',
    capital: { amount: 0, currency: 'EUR' },
    registeredOffice: '',
    rcs: { number: '', city: '' },
    acprCode: '',
  },
  price: { monthlyAmount: 0, currency: 'EUR', includes: { fr: [], en: [], de: [] } },
  features: { ...DEFAULT_FEATURE_FLAGS, proSanteConnect: false },
  helpCenterUrl: null,
  upload: { maxFileBytes: MAX_UPLOAD_FILE_SIZE_BYTES, maxFiles: MAX_UPLOAD_FILES_PER_SLOT },
  limitedLiabilityForms: [...DEFAULT_LIMITED_LIABILITY_FORMS],
  appCheck: { mode: 'report' },
};

/**
 * The API's configuration (flags and brand change without a rebuild): as the web server gave it
 * with env.js, else from /config; the documented defaults when the API cannot be reached.
 * The web server checked its copy against the contract before giving it, like the app's own
 * scripts it comes from this site: it is taken as is, which keeps the contract's checks (zod)
 * out of the first screen of pages without a form. /config's answer is checked against its own
 * contract only: building every route's schemas would hold the first screen up.
 */
export async function fetchRuntimeConfig(): Promise<RuntimeConfigReply> {
  const given = configFromEnv();
  if (given) return given;
  try {
    // Read before the app starts: a failure is not shown, the defaults apply.
    const [{ RuntimeConfigReplySchema }, body] = await Promise.all([
      import('@app/domain/contracts/system.contract'),
      api.get<unknown>(routeUrl('GET /config', {}), { auth: 'none', suppressErrorModal: true }),
    ]);
    return RuntimeConfigReplySchema.parse(body);
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

let current: RuntimeConfigReply = DEFAULT_RUNTIME_CONFIG;

/** Set once at start, before the first render. */
export function setRuntimeConfig(config: RuntimeConfigReply): void {
  current = config;
}

export const getRuntimeConfig = (): RuntimeConfigReply => current;

/** Whether the configuration is the API's (the price and legal identities are then the bank's). */
export const fromServer = (config: RuntimeConfigReply): boolean => config !== DEFAULT_RUNTIME_CONFIG;

/** The runtime configuration (it does not change while the page is open). */
export const useRuntimeConfig = (): RuntimeConfigReply => current;

/** Brand colour as CSS variables. */
export function applyBrand(config: RuntimeConfigReply, root: HTMLElement = document.documentElement): void {
  if (/^#[0-9a-f]{3,8}$/i.test(config.brand.primaryColor))
    root.style.setProperty('--brand', config.brand.primaryColor);
}
