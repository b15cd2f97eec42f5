import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig, type Plugin } from 'vite';
import { preloadEntryImports } from './scripts/entry-preload-plugin';
import { isAppPage } from './scripts/first-screen';
import { pageShell } from './scripts/page-shell-plugin';

/**
 * The brand font's Latin file is what the first paint of the app's pages needs (@app/ui: packages/ui/styles/fonts.css):
 * preloaded, so the text swaps to it early; the other files load only if a text needs them.
 */
function preloadBrandFont(): Plugin {
  return {
    name: 'preload-brand-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!isAppPage(context.path)) return [];
        const font = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && /inter-latin-wght-normal[^/]*\.woff2$/.test(file.fileName),
        );
        if (!font)
          throw new Error('The brand font (inter-latin-wght-normal.woff2) is missing from the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * React Router's package exports its development build only, which warns at run time (route and
 * navigation checks) and carries those checks' code. The build takes its production build instead,
 * the same code without them.
 */
const reactRouterProduction = (): Alias => ({
  find: /^react-router$/,
  replacement: createRequire(import.meta.url)
    .resolve('react-router')
    .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs'),
});

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [reactRouterProduction()] : [] },
  plugins: [
    react(),
    preloadBrandFont(),
    preloadEntryImports(new URL('.', import.meta.url).pathname.replace(/\/$/, '')),
    pageShell(
      new URL('./src/styles/shell.css', import.meta.url).pathname,
      new URL('./src/styles/shell.html', import.meta.url).pathname,
    ),
  ],
  server: { port: 8080, strictPort: true },
  preview: { port: 8080, strictPort: true },
  // The password worker loads its dictionaries with dynamic imports: ES module workers split them.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/check-bundle.ts reads the manifest to measure the first screen.
    manifest: true,
    // The files of a lazily loaded screen are found by the browser as it reads them: see
    // scripts/entry-preload-plugin.ts for why, and how the first screen keeps its preloads.
    modulePreload: false,
    // Each password dictionary (common, fr, en, de) is one large chunk, loaded by the worker.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // The companion phone app (SCA by app) is a second page of the same build; mobile.html, the
      // mobile notice alone, is the page the web server gives phones (spec §1).
      input: { main: 'index.html', mobile: 'mobile.html', companion: 'companion.html' },
      treeshake: {
        // The domain package is pure (no I/O, no globals): unused schemas and tables are dropped,
        // so the first screen does not carry the form schemas.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id),
      },
    },
  },
}));
