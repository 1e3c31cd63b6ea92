import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The SPA and the contract take zod from contract/schemas/zod.ts, which configures it for the page's CSP.
const ZOD = {
  name: 'zod',
  message: "Import { z } from 'contract/schemas/zod' (configured for the page's CSP).",
  allowTypeImports: true,
};
const FEATURES = {
  group: ['**/features', '**/features/**'],
  message:
    'src/api and src/lib import nothing from src/features: move what both need down into src/api, src/lib or contract/.',
};
// Processes: the browser app (src/), the server (server/) and the stand-in (standin/) share only contract/.
const SRC = {
  group: ['**/src', '**/src/**'],
  message: 'server/ and standin/ import nothing from src/: move what both need into contract/.',
};
// The upstream paths are the server's and the stand-in's alone: the browser's bundle never holds them.
const UPSTREAM = {
  group: ['**/contract/endpoints/upstream', '**/contract/endpoints/upstream.ts'],
  message: 'The browser app never learns the upstream paths: use the records (browserPath).',
};
const PROCESSES = {
  group: ['**/src', '**/src/**', '**/server', '**/server/**', '**/standin', '**/standin/**'],
  message: 'contract/ imports nothing from src/, server/ or standin/: it is what they share.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/results*',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD], patterns: [UPSTREAM] }] },
  },
  {
    // Layers point down (routes -> features -> components -> api -> lib -> contract): api and lib
    // import nothing from features (tests included).
    files: ['src/api/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD], patterns: [FEATURES, UPSTREAM] }] },
  },
  {
    files: ['src/api/**/*.test.{ts,tsx}', 'src/lib/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [FEATURES] }] },
  },
  {
    // contract/ is shared by every process, so it stands alone (tests included).
    files: ['contract/**/*.ts'],
    ignores: ['contract/schemas/zod.ts', 'contract/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD], patterns: [PROCESSES] }] },
  },
  {
    files: ['contract/schemas/zod.ts', 'contract/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [PROCESSES] }] },
  },
  {
    // The server and the stand-in run in Node and never load the browser app's code (tests included).
    files: ['server/**/*.ts', 'standin/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SRC] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
