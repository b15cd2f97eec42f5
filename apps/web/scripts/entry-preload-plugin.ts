import type { Plugin } from 'vite';

/**
 * With `build.modulePreload: false` the app does not add a <link rel="modulepreload"> to the
 * page for each file of a lazily loaded screen: on a slow phone, starting those forty downloads
 * one element at a time held the main thread longer than running the screen. The page's own
 * first-screen files are still announced in its HTML (read by the browser's preload scanner, at
 * no cost to the main thread), so they download in parallel with the entry file.
 */
export function preloadEntryImports(): Plugin {
  return {
    name: 'preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return (context.chunk?.imports ?? []).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
