import { defineConfig } from 'vitest/config';

// The web server runs in Node, apart from the app's component tests (jsdom).
export default defineConfig({
  test: { environment: 'node', include: ['**/*.test.ts'] },
});
