import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The two-instance run (scripts/two-instances.sh) and its checks, apart from the API suite: it
 * starts its own PostgreSQL, nginx and two API processes (`npm test` runs it as a step of its own).
 *   npx vitest run --config apps/api/test/ops/two-instances.config.ts
 */
export default defineConfig({
  test: {
    root: resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
    include: ['test/ops/two-instances.scale.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
