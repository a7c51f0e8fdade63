import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '../tooling/vitest.base.mjs';

export default defineConfig(frontendTestConfig({ passWithNoTests: true }));
