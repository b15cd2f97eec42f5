import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The bank's back-office: its own port (8082), the API's address read from env.js at start.
export default defineConfig({
  plugins: [react()],
  server: { port: 8082, strictPort: true },
  preview: { port: 8082, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});
