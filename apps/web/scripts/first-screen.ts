/**
 * What each page needs for its first screen beyond its entry's static imports: the modules its
 * entry imports dynamically so that each is evaluated in a task of its own (src/start/start-page.ts).
 * The build preloads them from the page's HTML (entry-preload-plugin.ts), so they download with
 * the entry, and the budget check counts them (check-bundle.ts).
 */
export const FIRST_SCREEN_MODULES: Record<string, readonly string[]> = {
  'index.html': ['src/start/render-screen.tsx'],
  'mobile.html': ['src/start/render-screen.tsx', 'src/features/mobile/mobile-app.tsx'],
};

/**
 * Whether a page (its path, as the build names it) is one of the app's: the app itself or the
 * mobile notice phones get. Both paint the shell and use the brand font; the companion is apart.
 */
export const isAppPage = (path: string): boolean =>
  Object.keys(FIRST_SCREEN_MODULES).some((page) => path.endsWith(`/${page}`));
