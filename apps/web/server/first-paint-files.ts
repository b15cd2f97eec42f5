import type { Locale } from '@app/domain';

// Shared by the build (which writes them) and the web server (which reads them); no imports to
// run, so the build's config can load it as is.

/** Where the build leaves room in #root, after the shell (scripts/page-shell-plugin.ts). */
export const FIRST_PAINT_MARKER = '<!--first-paint-->';

/**
 * Where the shell's skeleton is, which the web server replaces with a screen's own first lines
 * when it has them (src/styles/shell.html).
 */
export const FIRST_SCREEN_START = '<!--first-screen-->';
export const FIRST_SCREEN_END = '<!--/first-screen-->';

/** The screens whose first lines the build writes (scripts/prerender-first-paint.tsx). */
export type FirstScreen = 'home' | 'mobile-notice';

/** Stand-ins for the brand's and the bank's names in a screen's file, filled by the web server. */
export const BRAND_NAME_SLOT = '%BRAND_NAME%';
export const BANK_NAME_SLOT = '%BANK_NAME%';

/** The banner's markup in one language, in the built app (scripts/prerender-first-paint.tsx). */
export const consentBannerFile = (language: Locale): string => `first-paint/consent-banner.${language}.html`;

/** A screen's first lines in one language, in the built app (scripts/prerender-first-paint.tsx). */
export const firstScreenFile = (screen: FirstScreen, language: Locale): string =>
  `first-paint/${screen}.${language}.html`;
