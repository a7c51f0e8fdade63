import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registeredRoutes } from '../src/plugins/docs.ts';
import { startApp, type TestApp } from './helpers.ts';

// Routes whose answers are described elsewhere: the operator console's (rebuilt with their own
// schemas beside them) and Colyseus' matchmaking relay (the SDK's own protocol, passed through).
const describedElsewhere = (url: string) =>
  url.startsWith('/api/operator') || url.startsWith('/api/rooms/matchmake/');

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('sqlite');
  });
  afterAll(async () => t.close());

  it('lists every documented route with a response schema for each status the route declares', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = registeredRoutes(t.app).filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.schema?.hide && !describedElsewhere(r.url),
    );
    expect(routes.length).toBeGreaterThan(45);
    const missing: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const declared = Object.keys((route.schema?.response ?? {}) as Record<string, unknown>);
      if (!declared.some((code) => code.startsWith('2') || code.startsWith('3'))) {
        missing.push(`${name}: no response schema`);
        continue;
      }
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      if (!op) {
        missing.push(`${name}: not in the OpenAPI document`);
        continue;
      }
      for (const code of declared) {
        const response = op.responses?.[code];
        const schemas = Object.values(response?.content ?? {}).map((c) => c.schema);
        // A redirect's or a 204's answer has no body; every other declared answer carries its schema.
        if (!response || (!code.startsWith('3') && code !== '204' && schemas.length === 0))
          missing.push(`${name}: ${code} undocumented`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('sends only the fields the response schema lists', async () => {
    const s = await t.login();
    const res = await t.call(s, { method: 'GET', url: '/api/v1/user/profile' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'bio',
        'completed_tasks_total',
        'credits',
        'credits_held',
        'dateOfBirth',
        'email',
        'gender',
        'items_redeemed',
        'name',
        'phone',
        'prize_money_paisa',
        'profileImage',
        'total_tournament',
        'username',
      ].sort(),
    );
  });
});
