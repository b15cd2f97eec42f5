import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 8080, strictPort: true },
  preview: { port: 8080, strictPort: true },
  // The password worker loads its dictionaries with dynamic imports: ES module workers split them.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/check-bundle.ts reads the manifest to measure the first screen.
    manifest: true,
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
