import {
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_LIMITED_LIABILITY_FORMS,
  type FeatureFlags,
  MAX_UPLOAD_FILE_SIZE_BYTES,
  MAX_UPLOAD_FILES_PER_SLOT,
} from '@app/domain';
import { apiUrl } from './env';

/** Runtime configuration served by GET /config (flags and brand change without a rebuild). */
export interface RuntimeConfig {
  brand: { name: string; primaryColor: string; bankName: string; websiteUrl: string };
  features: FeatureFlags;
  helpCenterUrl: string | null;
  upload: { maxFileBytes: number; maxFiles: number };
  limitedLiabilityForms: string[];
  appCheck: { mode: 'enforce' | 'report' };
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  brand: {
    name: 'Pro Santé Banque',
    primaryColor: '#0b4f6c',
    bankName: 'Banque Partenaire Santé',
    websiteUrl: '/',
  },
  features: { ...DEFAULT_FEATURE_FLAGS },
  helpCenterUrl: null,
  upload: { maxFileBytes: MAX_UPLOAD_FILE_SIZE_BYTES, maxFiles: MAX_UPLOAD_FILES_PER_SLOT },
  limitedLiabilityForms: [...DEFAULT_LIMITED_LIABILITY_FORMS],
  appCheck: { mode: 'report' },
};

/** Fetches /config; falls back to the documented defaults when the API cannot be reached. */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(`${apiUrl()}/config`, { headers: { accept: 'application/json' } });
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG;
    const body = (await response.json()) as Partial<RuntimeConfig>;
    return {
      ...DEFAULT_RUNTIME_CONFIG,
      ...body,
      brand: { ...DEFAULT_RUNTIME_CONFIG.brand, ...body.brand },
      features: { ...DEFAULT_RUNTIME_CONFIG.features, ...body.features },
      upload: { ...DEFAULT_RUNTIME_CONFIG.upload, ...body.upload },
    };
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

/** Set once at start, before the first render. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export const getRuntimeConfig = (): RuntimeConfig => current;

/** The runtime configuration (it does not change while the page is open). */
export const useRuntimeConfig = (): RuntimeConfig => current;

/** Brand colour as CSS variables. */
export function applyBrand(config: RuntimeConfig, root: HTMLElement = document.documentElement): void {
  if (/^#[0-9a-f]{3,8}$/i.test(config.brand.primaryColor))
    root.style.setProperty('--brand', config.brand.primaryColor);
}
