import { configDefaults, defineConfig } from 'vitest/config';

// Race suites need real Postgres (`*.postgres.test.ts`); without TEST_DATABASE_URL they are left
// out, and the API suites' setup says once per worker that the Postgres variant did not run.
const postgresOnly = process.env.TEST_DATABASE_URL?.trim() ? [] : ['**/*.postgres.test.ts'];

// Unit and API suites. The browser suite lives in e2e/ with its own config (it needs a build).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'model', root: 'packages/model', include: ['src/**/*.test.ts'] } },
      { test: { name: 'catalog', root: 'packages/catalog', include: ['src/**/*.test.ts'] } },
      {
        // The runtime imports `react-native`; on the web (and in these tests) that is react-native-web.
        resolve: { alias: { 'react-native': 'react-native-web' } },
        test: { name: 'runtime', root: 'packages/runtime', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresOnly],
          globalSetup: ['test/helpers/database-templates.ts'],
          // The files share their worker's module cache instead of each importing the server
          // afresh: every file builds its own app, database and servers, and closes them
          // (docs/decisions.md, "Server test files share their worker").
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'studio', root: 'apps/studio', include: ['src/**/*.test.ts'] } },
      {
        resolve: { alias: { 'react-native': 'react-native-web' } },
        test: { name: 'player', root: 'apps/player', include: ['src/**/*.test.ts'] },
      },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
    ],
  },
});
