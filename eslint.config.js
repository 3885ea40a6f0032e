import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const subfolders = (folder) =>
  fs
    .readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** The web features, read from the folders: a new feature is under the boundary rule without editing this file. */
const FEATURES = subfolders('./apps/web/src/features/');

const crossFeature = 'Features must not import each other: move shared code to components/ or lib/.';

/**
 * An import names where it goes: across more than two folders it uses its workspace's subpath imports (`#lib/…`,
 * `#db/…`, `#components/…`; the `imports` of apps/api and apps/web package.json).
 */
const climbing = {
  regex: '^(\\.\\./){3,}',
  message: "Use the workspace's subpath imports (#lib/…, #db/…) instead of climbing three or more folders.",
};
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
              climbing,
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

/**
 * Interface text lives in the texts modules (docs/decisions/0701-the-interface-in-german-and-english.md): a word
 * written into JSX, as text or as a label an assistive technology reads, would stay English on a German page.
 * Legal texts are data of their own (features/legal), and the §312k cancellation page is German only.
 */
const WORD = '/[A-Za-zÄÖÜäöüß]{2,}/';
const TEXT_ATTRIBUTES = '/^(label|placeholder|title|alt|aria-label|aria-description|helperText|tooltip)$/';
const literalInterfaceText = {
  files: ['apps/web/src/**/*.tsx'],
  ignores: [
    '**/*.test.tsx',
    'apps/web/src/testing/**',
    'apps/web/src/features/legal/**',
    'apps/web/src/features/billing/components/cancellation-*.tsx',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        `JSXText[value=${WORD}]`,
        `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > Literal[value=${WORD}]`,
        `JSXElement > JSXExpressionContainer > Literal[value=${WORD}]`,
        `JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
        `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=${WORD}]`,
      ].map((selector) => ({
        selector,
        message:
          'Interface text belongs in a texts module (lib/i18n/texts.ts, decision 0701): read it with useTexts.',
      })),
    ],
  },
};

const API = 'apps/api/src';
/** The API's modules, read from the folders: a new module is under the rules without editing this file. */
const API_MODULES = subfolders(`./${API}/modules/`);
const PUBLIC_FACE = '**/apps/api/src/modules/*/index.ts';

/**
 * The API's layers (docs/decisions/0301-module-boundaries.md): the core (core/, lib/, db/, config, logger) imports
 * nothing above it; a module imports the core and other modules' public faces (their index.ts), never plugins/,
 * cli/ or the app; the plugins, the CLI and the app compose modules through their public faces only.
 */
export const apiBoundaryZones = [
  ...API_MODULES.map((name) => ({
    target: `${API}/modules/${name}/**/*`,
    from: `${API}/modules/!(${name})/**/*`,
    except: [PUBLIC_FACE],
    message: `A module imports another module only through its index.ts (modules/<name>/index.ts).`,
  })),
  {
    target: [`${API}/{core,lib,db}/**/*`, `${API}/{config,logger}.ts`],
    from: [`${API}/{modules,plugins,cli}/**/*`, `${API}/{app,server}.ts`],
    message:
      'The core (core/, lib/, db/, config, logger) must not import modules, plugins, the CLI or the app.',
  },
  {
    target: `${API}/modules/**/*`,
    from: [`${API}/{plugins,cli}/**/*`, `${API}/{app,server}.ts`],
    message:
      'Modules reach the app plugins through Fastify decorators (app.db, app.scheduler…), never by import.',
  },
  {
    target: [`${API}/{plugins,cli}/**/*`, `${API}/{app,server}.ts`],
    from: `${API}/modules/**/*`,
    except: [PUBLIC_FACE],
    message: 'The app, its plugins and the CLI import a module only through its index.ts.',
  },
];

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
    files: ['apps/**/*.{ts,tsx,mjs}'],
    // Two files reach the repository's own scripts, which belong to no workspace.
    ignores: ['apps/api/scripts/run.mjs', 'apps/api/test/repo/chromium-setup.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbing] }] },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            {
              regex: '^((\\.\\./)+|#)(features|app)/',
              message: 'Shared code must not import features or app.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatureBoundaries,
  literalInterfaceText,
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files the rules follow imports into (the default is JavaScript only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      // No import cycles on either side (docs/decisions/0301-module-boundaries.md).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      // basePath: the zones are paths from the repository root, wherever ESLint runs from (a workspace, a test).
      'import-x/no-restricted-paths': ['error', { zones: apiBoundaryZones, basePath: import.meta.dirname }],
      // The guards run one way: as onRequest hooks (plugins/app/auth.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='preHandler'] > MemberExpression[property.name=/^require[A-Z]/]",
          message: 'Declare a guard as onRequest (onRequest: app.requireMember), not as preHandler.',
        },
      ],
    },
  },
);
