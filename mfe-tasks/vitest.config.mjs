import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '../tooling/vitest.base.mjs';

const sharedSetup = fileURLToPath(new URL('../tooling/vitest.setup.ts', import.meta.url));

export default defineConfig(
  frontendTestConfig({ passWithNoTests: true, setupFiles: [sharedSetup, './src/testing/setup.ts'] }),
);
