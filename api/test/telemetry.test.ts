// Real-user figures: sampled visits post Web Vitals and errors; the api keeps daily aggregates only
// and sums them for the operator console's overview (rumSummary).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dayOf } from '../src/lib/day.ts';
import { OTHER } from '../src/telemetry/routes.ts';
import { rumSummary } from '../src/telemetry/summary.ts';
import { databases, startApp, type TestApp } from './helpers.ts';
import { staffClient } from './operator-helpers.ts';

describe.each(databases)('telemetry (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t.close());

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/telemetry', payload });

  it('stores Web Vitals and errors as daily aggregates, with nothing personal, and sums them', async () => {
    for (const [value, rating] of [
      [1200, 'good'],
      [3100, 'needs-improvement'],
      [5200, 'poor'],
      [1500, 'good'],
    ] as const)
      expect(
        (await post({ kind: 'vital', name: 'LCP', value, rating, page: '/tournaments/42?x=1' })).statusCode,
      ).toBe(204);
    await post({ kind: 'vital', name: 'CLS', value: 0.02, rating: 'good', page: '/' });
    await post({ kind: 'error', message: 'No wallet for 923001234567 "Ali"', page: '/rewards/7' });
    await post({ kind: 'error', message: 'No wallet for 923009999999 "Sara"', page: '/rewards/9' });

    const rows = await t.app.db.selectFrom('rum_daily').selectAll().execute();
    expect(rows.map((r) => r.page).sort()).toEqual(['/', '/rewards/:id', '/tournaments/:id']);
    expect(JSON.stringify(rows)).not.toMatch(/9230|Ali|Sara/);

    const today = dayOf(new Date(), t.app.config.timeZone);
    const summary = await rumSummary(t.app.db, today, today);
    const lcp = summary.vitals.find((v) => v.metric === 'LCP');
    expect(lcp).toEqual({
      metric: 'LCP',
      reports: 4,
      mean: 2750,
      good: 0.5,
      needsImprovement: 0.25,
      poor: 0.25,
    });
    expect(summary.vitals.find((v) => v.metric === 'CLS')?.mean).toBe(0.02);
    expect(summary.errors).toEqual([{ page: '/rewards/:id', message: 'No wallet for # "…"', reports: 2 }]);
  });

  it('shows staff the figures per page and day on the overview, and no one else', async () => {
    const today = dayOf(new Date(), t.app.config.timeZone);
    const moderator = await staffClient(t, 'moderator');
    const res = await moderator.call('GET', '/overview/real-users?days=7');
    expect(res.statusCode).toBe(200);
    const data = (JSON.parse(res.body) as { data: Record<string, unknown> }).data as {
      vitals: { metric: string; mean: number }[];
      pages: {
        day: string;
        page: string;
        errors: number;
        vitals: { metric: string; mean: number; good: number }[];
      }[];
    };
    expect(data.vitals.find((v) => v.metric === 'LCP')?.mean).toBe(2750);
    const tournament = data.pages.find((p) => p.page === '/tournaments/:id');
    expect(tournament).toEqual({
      day: today,
      page: '/tournaments/:id',
      errors: 0,
      vitals: [{ metric: 'LCP', reports: 4, mean: 2750, good: 0.5 }],
    });
    expect(data.pages.find((p) => p.page === '/rewards/:id')).toMatchObject({ errors: 2, vitals: [] });
    expect((await moderator.call('GET', '/overview/real-users?days=0')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/operator/overview/real-users' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a report that is not one', async () => {
    expect((await post({ kind: 'vital', name: 'FID', value: 1, rating: 'good', page: '/' })).statusCode).toBe(
      400,
    );
    expect(
      (await post({ kind: 'vital', name: 'LCP', value: -1, rating: 'good', page: '/' })).statusCode,
    ).toBe(400);
    expect((await post({ kind: 'error', page: '/' })).statusCode).toBe(400);
  });
});

describe.each(databases)('telemetry rows a day (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { TELEMETRY_DAILY_ROWS: '3' });
  });
  afterAll(async () => t.close());

  it('counts made-up pages and messages past the day’s new rows in one (other) row', async () => {
    const post = (message: string, page: string) =>
      t.app.inject({ method: 'POST', url: '/api/telemetry', payload: { kind: 'error', message, page } });
    // The first three (made-up) pages and messages get rows of their own, the rest one between them.
    for (let i = 0; i < 40; i++)
      expect((await post(`made up ${'x'.repeat(i)}`, `/page-${'y'.repeat(i)}`)).statusCode).toBe(204);
    // A row the day already has keeps its own count.
    expect((await post('made up ', '/page-')).statusCode).toBe(204);
    const rows = await t.app.db.selectFrom('rum_daily').select(['page', 'detail', 'reports']).execute();
    expect(rows).toHaveLength(4);
    const other = rows.find((r) => r.page === OTHER);
    expect([other?.detail, Number(other?.reports)]).toEqual([OTHER, 37]);
    const first = rows.find((r) => r.page === '/page-');
    expect([first?.detail, Number(first?.reports)]).toEqual(['made up', 2]);
  });

  it('counts the day’s rows of every api process together', async () => {
    const { databaseUrl, sqliteFile } = t.app.config;
    const second = await startApp(kind, {
      TELEMETRY_DAILY_ROWS: '3',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { SQLITE_FILE: sqliteFile }),
    });
    try {
      const post = (message: string, page: string) =>
        second.app.inject({
          method: 'POST',
          url: '/api/telemetry',
          payload: { kind: 'error', message, page },
        });
      // The day has its three rows (the first process's): a new page joins the (other) row, and a
      // page the day already has keeps its own row in this process too.
      expect((await post('new here', '/another-page')).statusCode).toBe(204);
      expect((await post('made up ', '/page-')).statusCode).toBe(204);
      const rows = await t.app.db.selectFrom('rum_daily').select(['page', 'reports']).execute();
      expect(rows).toHaveLength(4);
      const reports = Object.fromEntries(rows.map((r) => [r.page, Number(r.reports)]));
      expect([reports[OTHER], reports['/page-']]).toEqual([38, 3]);
    } finally {
      await second.close();
    }
  });
});
