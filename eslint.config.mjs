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

// Like max-lines-per-function, but a describe() callback is exempt: it only groups cases.
const maxLinesPerCase = {
  meta: { type: 'suggestion', schema: [{ type: 'object', properties: { max: { type: 'integer' } } }] },
  create(context) {
    const max = context.options[0]?.max ?? 80;
    const code = context.sourceCode;
    // describe(...), describe.each(...)(...), describe.skip(...), (cond ? describe : describe.skip)(...)
    const namesDescribe = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'describe') ||
      (callee.type === 'MemberExpression' && namesDescribe(callee.object)) ||
      (callee.type === 'CallExpression' && namesDescribe(callee.callee)) ||
      (callee.type === 'ConditionalExpression' && namesDescribe(callee.consequent));
    const isDescribe = (node) => {
      const call = node.parent;
      return call?.type === 'CallExpression' && call.arguments.includes(node) && namesDescribe(call.callee);
    };
    const check = (node) => {
      if (isDescribe(node)) return;
      const lines = code.lines.slice(node.loc.start.line - 1, node.loc.end.line);
      const commentLines = new Set(
        code
          .getAllComments()
          .filter((c) => c.range[0] >= node.range[0] && c.range[1] <= node.range[1])
          .flatMap((c) =>
            Array.from({ length: c.loc.end.line - c.loc.start.line + 1 }, (_, i) => c.loc.start.line + i),
          ),
      );
      const counted = lines.filter(
        (l, i) => l.trim() !== '' && !commentLines.has(node.loc.start.line + i),
      ).length;
      if (counted > max)
        context.report({
          node,
          message: `Function has too many lines (${counted}). Maximum allowed is ${max}.`,
        });
    };
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

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
    // Size limits (see api/README.md, Code size): a file holds at most 300 lines, every line
    // counted; a function at most 80 lines of code (blank lines and comments not counted).
    files: ['{api,contracts,shared,shell,game-rules,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // Tests: the same file limit; a describe() block is a list of cases, so the 80-line limit
    // holds for each case (it/test) and helper instead.
    files: ['api/test/**/*.ts', '**/src/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { local: { rules: { 'max-lines-per-case': maxLinesPerCase } } },
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'local/max-lines-per-case': ['error', { max: 80 }],
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
