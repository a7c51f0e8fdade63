// Limits around every write route: each has a rate limit, counted per subscriber address (behind
// a load balancer with TRUST_PROXY), and the CSP lets pages open connections to their own origin
// and the configured app origins only.
import { describe, expect, it } from '@jest/globals';
import { startApp } from './helpers.ts';

const connectSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src '))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe('limits', () => {
  it('a write route without a limit of its own gets RATE_LIMIT_WRITE: the third call in a minute is 429', async () => {
    const t = await startApp('sqlite', { RATE_LIMIT_WRITE: '2' });
    try {
      const s = await t.login();
      const select = () => t.call(s, { method: 'POST', url: '/api/v1/user/game', payload: { gameId: 1 } });
      expect((await select()).statusCode).toBe(200);
      expect((await select()).statusCode).toBe(200);
      const third = await select();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        success: false,
        message: 'Too many requests, please try again later.',
      });
      // Reads are not write routes.
      expect((await t.call(s, { method: 'GET', url: '/api/v1/user/day-data' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy each subscriber address has its own budget; untrusted, the header is ignored', async () => {
    for (const [trust, expected] of [
      // Budget 2: a second address gets its own two calls only when the proxy is believed.
      ['true', [200, 200, 200, 200]],
      ['0', [200, 200, 429, 429]],
    ] as const) {
      const t = await startApp('sqlite', { RATE_LIMIT_WRITE: '2', TRUST_PROXY: trust });
      try {
        const s = await t.login();
        const from = (ip: string) =>
          t.call(s, {
            method: 'POST',
            url: '/api/v1/user/game',
            payload: { gameId: 1 },
            headers: { 'x-forwarded-for': ip },
          });
        const codes: number[] = [];
        for (const ip of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2'])
          codes.push((await from(ip)).statusCode);
        expect(codes).toEqual(expected);
      } finally {
        await t.close();
      }
    }
  });

  it('connect-src: self, the portal origin over wss and the app origins; no WebSocket to any host', async () => {
    const t = await startApp('sqlite', {
      SEED_DEMO: '0',
      PORTAL_ORIGIN: 'https://portal.playzone.example',
      APP_ORIGINS: 'https://cdn.playzone.example',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(connectSrc(String(res.headers['content-security-policy']))).toEqual([
        "'self'",
        'wss://portal.playzone.example',
        'https://cdn.playzone.example',
      ]);
    } finally {
      await t.close();
    }
  });
});
