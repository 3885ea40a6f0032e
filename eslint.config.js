import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES = [
  'courses',
  'backing-tracks',
  'billing',
  'forum',
  'profile',
  'private-lessons',
  'contact',
  'analytics',
  'site-settings',
  'auth',
  'admin',
  'legal',
  'home',
  'pricing',
];

/** No imports between web features; shared code moves down to components/, lib/ or @gjs/shared (docs/architecture.md). */
const webFeatureBoundaries = FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(features/)?(?!${feature}/)(${FEATURES.join('|')})/`,
            message: 'Features must not import each other: move shared code to components/ or lib/.',
          },
          {
            regex: `features/(?!${feature}/)`,
            message: 'Features must not import each other: move shared code to components/ or lib/.',
          },
          {
            regex: '(\\.\\./)+app/',
            message: 'Features must not import from app/ (direction: shared -> features -> app).',
          },
        ],
      },
    ],
  },
}));

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
