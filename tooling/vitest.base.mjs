// One vitest setup for the front-end packages: jsdom, React, Testing Library matchers.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const setup = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

export function frontendTestConfig(overrides = {}) {
  return {
    plugins: [react()],
    define: { __PORTAL_CONFIG__: 'undefined', __APP_RELEASE__: JSON.stringify('test') },
    test: {
      environment: 'jsdom',
      setupFiles: [setup],
      css: false,
      include: ['src/**/*.test.{ts,tsx}'],
      ...overrides,
    },
  };
}
