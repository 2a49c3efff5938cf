// The lint `npm test` runs (`npm run lint`). docs/decisions.md ("Lint: …") gives the reasons.
import { builtinModules } from 'node:module';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// One-way package boundaries (ARCHITECTURE §2). Each import source is matched as written, static
// (`import`, `export … from`) and dynamic (`import('…')`) alike; tests may reach further.
const nodeBuiltin = `^(node:.+|${builtinModules.join('|')})$`;
const react = '^react(-dom)?(/.*)?$';
const boundaries = [
  {
    folder: 'packages/model/src',
    why: 'packages/model imports no React, no Node built-ins and no app code',
    forbidden: [nodeBuiltin, react, 'apps/', '^@tessera/(server|studio)'],
  },
  {
    folder: 'packages/catalog/src',
    why: 'packages/catalog is data: no React, no Node built-ins, no other package',
    forbidden: [nodeBuiltin, react, 'apps/', '^@tessera/'],
  },
  {
    folder: 'apps/server/src',
    why: 'apps/server never imports apps/studio; share through packages/*',
    forbidden: ['^@tessera/studio', 'studio/src'],
  },
  {
    folder: 'apps/player/src',
    why: 'apps/player runs apps with the runtime only: never studio or server code, no Node built-ins',
    forbidden: ['^@tessera/(server|studio)', 'studio/src', 'server/src', nodeBuiltin],
  },
  {
    folder: 'apps/studio/src',
    why: 'apps/studio never imports server code or Node built-ins',
    forbidden: ['^@tessera/server', 'server/src', nodeBuiltin],
  },
];

const boundaryRules = boundaries.map(({ folder, why, forbidden }) => ({
  files: [`${folder}/**/*.{ts,tsx,mts}`],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((regex) => ({ regex, message: why })) }],
    'no-restricted-syntax': [
      'error',
      ...forbidden.map((regex) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message: why })),
    ],
  },
}));

export default defineConfig(
  { ignores: ['**/node_modules/', '**/dist/', 'data/', 'e2e/artifacts/', 'bench/.tmp/'] },
  tseslint.configs.recommended,
  {
    rules: {
      // A rest sibling (`const { root: _root, ...summary } = detail`) or an argument with a leading
      // underscore is left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `let { response, sentToken } = …` where only one is reassigned stays one destructuring.
      'prefer-const': ['error', { destructuring: 'all' }],
    },
  },
  {
    files: ['apps/studio/src/**/*.{ts,tsx}', 'apps/player/src/**/*.{ts,tsx}', 'packages/runtime/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaryRules,
);
