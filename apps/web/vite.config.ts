import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preloadEntryImports } from './scripts/entry-preload-plugin';
import { pageShell } from './scripts/page-shell-plugin';

/**
 * The brand font's Latin file is what the first paint of the app's page needs (src/styles/fonts.css):
 * preloaded, so the text swaps to it early; the other files load only if a text needs them.
 */
function preloadBrandFont(): Plugin {
  return {
    name: 'preload-brand-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.path.endsWith('/index.html')) return [];
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

export default defineConfig({
  plugins: [
    react(),
    preloadBrandFont(),
    preloadEntryImports(),
    pageShell(new URL('./src/styles/shell.css', import.meta.url).pathname),
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
      // The companion phone app (SCA by app) is a second page of the same build.
      input: { main: 'index.html', companion: 'companion.html' },
      treeshake: {
        // The domain package is pure (no I/O, no globals): unused schemas and tables are dropped,
        // so the first screen does not carry the form schemas.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id),
      },
    },
  },
});
