import { defineConfig } from 'vitest/config';

// Browser suite: every file starts its own SMTP catcher, server process and Chromium, so two
// files at a time is what a 2-core CI machine can carry.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['harness/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    reporters: ['default'],
  },
});
