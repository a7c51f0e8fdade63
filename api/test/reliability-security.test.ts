// Security gates: the content security policy lets scripts come only from the portal's own origin
// and the configured app origins (api answers allow nothing), and the api process refuses to start in production mode with a
// default secret or with dev tools on.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config.ts';
import { startApp } from './helpers.ts';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe('content security policy', () => {
  it('allows scripts only from self and the configured app origins', async () => {
    const t = await startApp('sqlite', {
      SEED_DEMO: '0',
      APP_ORIGINS: 'https://cdn.playzone.example, https://games.playzone.example',
    });
    try {
      for (const url of ['/', '/tournaments', '/landing']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        const csp = String(res.headers['content-security-policy'] ?? '');
        const scripts = directive(csp, 'script-src');
        // blob: only runs code that a script of these origins created (the game loaders).
        expect(scripts).toEqual([
          "'self'",
          'blob:',
          'https://cdn.playzone.example',
          'https://games.playzone.example',
        ]);
        for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
          expect(scripts).not.toContain(unsafe);
        expect(directive(csp, 'object-src')).toEqual(["'none'"]);
        expect(directive(csp, 'default-src')).toEqual(["'self'"]);
        expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
      }
    } finally {
      await t.close();
    }
  });

  it('gives api answers a policy that allows nothing, no framing, no sniffing and HTTPS only', async () => {
    const t = await startApp('sqlite', { SEED_DEMO: '0' });
    try {
      const s = await t.login();
      for (const res of [
        await t.call(s, { method: 'GET', url: '/api/v1/user/profile' }),
        await t.call(null, { method: 'GET', url: '/api/v1/user/profile' }),
      ]) {
        expect(res.headers).toMatchObject({
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
          'referrer-policy': 'no-referrer',
          'cross-origin-resource-policy': 'same-origin',
        });
        // Document-only headers stay on documents.
        expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      }
      const page = await t.app.inject({ method: 'GET', url: '/landing', headers: { accept: 'text/html' } });
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(directive(String(page.headers['content-security-policy']), 'default-src')).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
  });
});

describe('production refusals', () => {
  const strong = {
    JWT_SECRET: 'j'.repeat(40),
    SUBSCRIPTION_SECRET: 's'.repeat(40),
    OPERATOR_KEY: 'o'.repeat(24),
  };

  it('names each secret left at its default', () => {
    for (const name of Object.keys(strong) as (keyof typeof strong)[]) {
      const env: Record<string, string> = { NODE_ENV: 'production', ...strong };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(name);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', ...strong, DEV_TOOLS: 'on' })).toThrow(/DEV_TOOLS/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...strong })).not.toThrow();
  });

  it('the api process exits without listening when started in production with default secrets', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DEV_TOOLS: '1',
        PORT: '0',
        SQLITE_FILE: ':memory:',
        LOG: '0',
      },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/DEV_TOOLS cannot be on when NODE_ENV=production/);
  }, 180_000); // a few seconds normally; the whole app loads before the check
});
