import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_MODULES } from './first-screen';

/** The bundle's chunk whose module is `source` (a path from the app's folder), if any. */
function chunkOf(bundle: OutputBundle, root: string, source: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (file): file is OutputChunk => file.type === 'chunk' && file.facadeModuleId === `${root}/${source}`,
  );
}

/**
 * With `build.modulePreload: false` the app does not add a <link rel="modulepreload"> to the
 * page for each file of a lazily loaded screen: on a slow phone, starting those forty downloads
 * one element at a time held the main thread longer than running the screen. The page's own
 * first-screen files (its entry's imports, and the modules of first-screen.ts with theirs) are
 * announced in its HTML instead, read by the browser's preload scanner at no cost to the main
 * thread, so they download in parallel with the entry file.
 */
export function preloadEntryImports(root: string): Plugin {
  return {
    name: 'preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const entry = context.chunk;
        if (!entry || !context.bundle) return [];
        const page = context.path.replace(/^\//, '');
        const bundle = context.bundle;
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) add(imported);
        };
        add(entry.fileName);
        for (const source of FIRST_SCREEN_MODULES[page] ?? []) {
          const chunk = chunkOf(bundle, root, source);
          if (!chunk)
            throw new Error(`${page}: ${source} is not a chunk of the build, it cannot be preloaded`);
          add(chunk.fileName);
        }
        // The entry itself is the page's <script>.
        files.delete(entry.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
