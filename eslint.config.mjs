// One lint config for the whole workspace. Boundaries: remotes never import each other or the
// shell, @portal/shared and @portal/game-rules never import an app, and inside an app nothing
// imports src/app back (docs/architecture.md, "Front-end layers").
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-tournaments', 'mfe-tasks', 'mfe-rewards', 'mfe-games', 'mfe-operator'];
// One shared, tree-shaken router module and react-query module for all apps (see
// shared/src/router/index.ts and shared/src/query/index.ts).
const libraryImportBan = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: 'Import router APIs from @portal/shared/router (add the export there if it is missing).',
  })),
  {
    name: '@tanstack/react-query',
    message: 'Import react-query APIs from @portal/shared/query (add the export there if it is missing).',
  },
];

// Layers inside an app, in bulletproof-react's manner: src/app composes the features; nothing
// below it imports it back (features, remotes loading, routing, lib, ui).
const layerBan = {
  group: ['**/app', '**/app/**'],
  message: 'Only src/app composes; features and the modules below them never import src/app.',
};
// A game build is packaged on its own: it shares only the neutral contracts with the pages.
const gameBuildBan = {
  group: ['**/features', '**/features/**'],
  message: 'Game builds import the page <-> game contracts from src/game-contracts, never from features/.',
};

const appImportBan = (self, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: apps
            .filter((a) => a !== self)
            .flatMap((a) => [`**/${a}/**`, `@portal/${a}`, `@portal/${a}/*`]),
          message: 'Apps meet only through @portal/shared and the modules they expose.',
        },
        { group: ['**/api/src/**', '@portal/api'], message: 'Front ends reach the api over HTTP only.' },
        ...extra,
      ],
      paths: libraryImportBan,
    },
  ],
});
const belowApp = ['features', 'remotes', 'routing', 'lib', 'ui', 'hooks', 'components', 'game-contracts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...apps.map((app) => ({ files: [`${app}/src/**`], rules: appImportBan(app) })),
  ...apps.map((app) => ({
    files: belowApp.map((dir) => `${app}/src/${dir}/**`),
    // A test may render the whole app around a screen.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: appImportBan(app, [layerBan]),
  })),
  { files: ['mfe-games/src/game-builds/**'], rules: appImportBan('mfe-games', [layerBan, gameBuildBan]) },
  {
    files: ['shared/src/**', 'game-rules/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...apps.map((a) => `@portal/${a}`), '@portal/api', ...apps.map((a) => `**/${a}/**`)],
              message: 'Shared packages never import an app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['game-rules/src/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Game rules are pure: no DOM.' },
        { name: 'document', message: 'Game rules are pure: no DOM.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Game rules use the seeded PRNG.' },
        { object: 'Date', property: 'now', message: 'Game rules have no clock.' },
      ],
    },
  },
  {
    files: ['**/scripts/**', 'bench/**', 'e2e/**', 'api/src/cli/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Jest loads its transformers and environments with require(): these stay CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
