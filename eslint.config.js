import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The web features are the folders under apps/web/src/features (docs/architecture.md): a new folder is a new feature. */
const FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const crossFeature = 'Features must not import each other: move shared code to components/ or lib/.';
const MAX_DEPTH = 6;

/**
 * No imports between web features; shared code moves down to components/, lib/ or @gjs/shared (docs/architecture.md).
 * A relative import leaves its feature when it climbs exactly as many levels as its file sits below features/ and
 * then names another folder; so the rule is set per depth, and a feature's own sub-folders may share names with
 * other features (the admin console's courses/, backing-tracks/, private-lessons/;
 * docs/decisions/0311-admin-console-mirrored.md).
 */
const webFeatureBoundaries = FEATURES.flatMap((feature) =>
  Array.from({ length: MAX_DEPTH }, (_, index) => {
    const depth = index + 1;
    return {
      files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^(\\.\\./){${depth}}(?!${feature}/)[^./]`, message: crossFeature },
              { regex: `features/(?!${feature}/)`, message: crossFeature },
              {
                regex: '(\\.\\./)+app/',
                message: 'Features must not import from app/ (direction: shared -> features -> app).',
              },
            ],
          },
        ],
      },
    };
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(\\.\\./)+(features|app)/', message: 'Shared code must not import features or app.' },
          ],
        },
      ],
    },
  },
  ...webFeatureBoundaries,
);
