import { defineConfig } from 'vitest/config';

// The studio benchmarks reuse the browser suite's harness (built server, SMTP catcher, Chromium).
// They are not part of `npm test`: `npx vitest run --config bench/vitest.config.ts <file>`.
export default defineConfig({
  test: {
    root: 'bench',
    include: ['studio/**/*.measure.ts', 'server/**/*.measure.ts', 'player/**/*.measure.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    reporters: ['default'],
  },
});
