import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 8080, strictPort: true },
  preview: { port: 8080, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The first screen budget is checked by scripts/check-bundle.ts after each build.
    chunkSizeWarningLimit: 600,
  },
});
