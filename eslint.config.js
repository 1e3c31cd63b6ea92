import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // The SPA's schemas take zod from src/api/schemas/zod.ts, which configures it for the CSP.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/schemas/zod.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'zod', message: "Import { z } from 'src/api/schemas/zod' (configured for the page's CSP).", allowTypeImports: true }],
      }],
      // The first Intl object (or localeCompare) a page builds loads the browser's locale data:
      // 20–70 ms of main thread, measured. The formatters in src/lib write en-US by hand.
      'no-restricted-globals': ['error', { name: 'Intl', message: 'Use the formatters in src/lib (format.ts, formatTime.ts, groupDigits.ts): Intl costs a page its locale data load.' }],
      'no-restricted-properties': ['error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property, message: 'Use the formatters in src/lib: Intl costs a page its locale data load.' })),
        { property: 'localeCompare', message: 'Use compareText (src/lib/compareText.ts): localeCompare builds an ICU collator on first use.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
