import { configureApiClient } from '../lib/api-settings';
import { currentLocale, initI18n } from '../lib/i18n';
import { applyBrand, fetchRuntimeConfig, setRuntimeConfig } from '../lib/runtime-config';

/** Asks for /config and the visitor's language at once, and applies both once they arrive. */
export async function loadSettings(): Promise<void> {
  const [config] = await Promise.all([fetchRuntimeConfig(), initI18n()]);
  setRuntimeConfig(config);
  applyBrand(config);
  configureApiClient({ brand: config.brand.name, language: currentLocale });
}
