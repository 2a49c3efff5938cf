import { defineConfig } from 'vitest/config';

// Browser suite: every file starts its own SMTP catcher, server process and Chromium, so two
// files at a time is what a 2-core CI machine can carry. Beside the unit suites on two cores a
// page can answer late enough to miss a wait, so a failed test gets one more try; `npm test`
// names every test that passed only on its retry (docs/decisions.md, "One retry in the browser
// suite, named").
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['harness/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    retry: 1,
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    reporters: ['default'],
  },
});
