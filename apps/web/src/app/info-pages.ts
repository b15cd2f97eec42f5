import type { Locale } from '@app/domain';

/**
 * Information pages (spec §2.4), shipped as static pages in public/info. The pages are in
 * French (the contractual language); the locale is passed for deployments that translate them.
 */
const page = (name: string) => (locale: Locale) => `/info/${name}.html?lang=${locale}`;

export const infoPages = {
  contact: page('contact'),
  legalNotices: page('legal-notices'),
  pricing: page('pricing'),
  terms: page('terms'),
};
