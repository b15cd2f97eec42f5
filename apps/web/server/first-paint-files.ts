import type { Locale } from '@app/domain';

// Shared by the build (which writes them) and the web server (which reads them); no imports to
// run, so the build's config can load it as is.

/** Where the build leaves room in #root, after the shell (scripts/page-shell-plugin.ts). */
export const FIRST_PAINT_MARKER = '<!--first-paint-->';

/** The banner's markup in one language, in the built app (scripts/prerender-consent-banner.tsx). */
export const consentBannerFile = (language: Locale): string => `first-paint/consent-banner.${language}.html`;
