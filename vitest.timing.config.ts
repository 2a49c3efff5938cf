import { defineConfig } from 'vitest/config';

// Suites that measure answer times. They need a machine that is not busy with the other suites,
// so `npm test` runs them alone, after the unit, API and browser suites (scripts/test.mjs).
export default defineConfig({
  test: {
    name: 'timing',
    root: 'apps/server',
    include: ['test/timing/**/*.timing.ts'],
    globalSetup: ['test/helpers/database-templates.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
