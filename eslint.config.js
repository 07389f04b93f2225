import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import { serverBoundariesConfig } from './scripts/eslint-server-boundaries.js';

// Every folder under features/ is a feature: a new one is fenced in the day it is made.
const features = fs
  .readdirSync(new URL('apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One area may not reach into another: the import's path is checked, whatever its depth. */
const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const notServer = { regex: 'apps/server|@platform/server', message: 'The web app talks to the server over HTTP and the socket only.' };
const boundaries = [
  { files: ['apps/web/**/*.{ts,tsx}'], rules: rule(notServer) },
  // Features never import each other: screens that combine them live in app/routes. (Later blocks replace
  // the rule for their files, so each repeats the web's own pattern.)
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: rule(notServer, {
      regex: `^(\\.\\./)+(features/)?(${features.filter((other) => other !== feature).join('|')})/|^(\\.\\./)+app/`,
      message: 'Features import neither each other nor the app shell; compose them in apps/web/src/app/routes.',
    }),
  })),
  // The shared layers serve the features, never the other way round: what joins them is composed in app/.
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: rule(notServer, {
      regex: '^(\\.\\./)+(features|app)/',
      message: 'components/ and lib/ import neither features nor the app shell; compose them in apps/web/src/app.',
    }),
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: rule({ regex: '^(\\.\\./)+apps/|@platform/(server|web)', message: 'The shared package depends on nothing of the apps.' }),
  },
  {
    files: ['apps/server/src/engine/**/*.ts'],
    rules: rule({ regex: '^\\.\\./', message: 'The engine is pure: it imports nothing of the server but itself (and @platform/shared).' }),
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'bench/results/**', '**/*.mjs', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify handlers and test callbacks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // react-hook-form's handleSubmit returns a promise the DOM attribute ignores by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Its verdict differs from tsc's where a file is typed through another tsconfig (pino's logger, socket.io's events).
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  ...boundaries,
  serverBoundariesConfig,
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
