import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The SPA's schemas take zod from src/api/schemas/zod.ts, which configures it for the CSP.
const ZOD = { name: 'zod', message: "Import { z } from 'src/api/schemas/zod' (configured for the page's CSP).", allowTypeImports: true };
const FEATURES = { group: ['**/features', '**/features/**'], message: 'src/api and src/lib import nothing from src/features: move what both need down into src/api or src/lib.' };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'bench/results*', 'coverage'] },
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
    ignores: ['src/api/schemas/zod.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD] }] },
  },
  {
    // Layers point down (routes -> features -> components -> api -> lib): api and lib import
    // nothing from features (tests included).
    files: ['src/api/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD], patterns: [FEATURES] }] },
  },
  {
    files: ['src/api/schemas/zod.ts', 'src/api/**/*.test.{ts,tsx}', 'src/lib/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [FEATURES] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
