// One Jest setup for every package: ts-jest compiles TypeScript (and the ESM-only dependencies) to
// CommonJS without type checking (types are their own step, `tsc`), jsdom for the front ends and
// node for the api and the game rules.
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

// Dependencies published only as ES modules: Jest's module loader runs CommonJS, so these are
// compiled like our own code. Everything else in node_modules is loaded as is.
const esmOnly = [
  'jose',
  'content-disposition',
  'rou3',
  'cookie',
  'srvx',
  '@colyseus/better-call',
  '@lingui/core',
  '@lingui/react',
  '@lingui/message-utils',
  '@messageformat/date-skeleton',
  '@messageformat/parser',
];
// pnpm keeps a scoped package in `.pnpm/@scope+name@version`, so the scope's slash may be a plus.
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/', '[/+]');

function baseConfig(overrides) {
  return {
    transform: {
      // Message catalogs first: they are JSON, compiled the way the build compiles them.
      '[\\\\/]src[\\\\/]i18n[\\\\/][a-z]{2}\\.json$': here('./jest.catalog-transform.cjs'),
      '^.+\\.(c|m)?(t|j)sx?$': [here('./jest.transform.cjs'), { tsconfig: here('./tsconfig.jest.json') }],
      '^.+\\.(png|jpe?g|webp|avif|svg|gif|mp3|wav|json\\.gz)$': here('./jest.asset-transform.cjs'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.map(escape).join('|')})[@/])`],
    moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'cjs', 'json'],
    maxWorkers: 2,
    ...overrides,
  };
}

/** Node packages (api, game rules). */
export function nodeTestConfig(overrides = {}) {
  return baseConfig({
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    ...overrides,
  });
}

/**
 * Front-end packages: jsdom, React, Testing Library matchers, stylesheets ignored. `markupSvg`: the
 * SVG files the app imports as their markup (its webpack config's option of that name).
 */
export function frontendTestConfig(overrides = {}) {
  const { setupFilesAfterEnv = [], markupSvg, ...rest } = overrides;
  const config = baseConfig({
    testEnvironment: here('./jest.environment-jsdom.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [here('./jest.setup.ts'), ...setupFilesAfterEnv],
    moduleNameMapper: { '\\.css$': here('./jest.style-stub.cjs') },
    globals: { __PORTAL_CONFIG__: undefined, __APP_RELEASE__: 'test' },
    // Room for a busy shared 2-core machine; a real failure still fails on its assertion.
    testTimeout: 15_000,
    ...rest,
  });
  // First, so these drawings are not taken for image files: in tests too the module is the markup.
  if (markupSvg)
    config.transform = { [markupSvg.source]: here('./jest.markup-transform.cjs'), ...config.transform };
  return config;
}
