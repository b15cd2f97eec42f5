import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
