import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { run } from '../src/cli/operator.ts';
import { OPERATOR_KEY, startApp, type TestApp } from './helpers.ts';

describe('operator command line (real server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    process.env.API_URL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    process.env.OPERATOR_KEY = OPERATOR_KEY;
  });
  afterAll(async () => t.close());

  it('prints usage, lists matches, sets a room and ends a tournament', async () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(await run([])).toContain('PlayZone operator commands');
    const matches = (await run(['matches', '8'])) as { data: { room_id: string; round: number }[] };
    expect(matches.data.find((m) => m.round === 4)?.room_id).toBe('PZ-4821');
    const room = await run(['set-room', '1', 'PZ-9999', 'pw', '--notify']);
    expect(room).toMatchObject({ success: true });
    const results = (await run(['results', '8', '03001234567', '03000000001'])) as {
      data: { credited: number };
    };
    expect(results.data.credited).toBe(1500);
    expect(await run(['submissions', 'daily'])).toMatchObject({ success: true, data: [] });
    await expect(run(['approve', 'daily', '999'])).rejects.toThrow(/404/);
    const created = (await run(['create-tournament', '1', 'esl', nextWeek, '700', 'Night', 'Cup'])) as {
      data: { id: number };
    };
    expect(created).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    await expect(run(['create-tournament', '1', 'monthly', nextWeek, '700', 'X'])).rejects.toThrow(
      /esl or weekly/,
    );
    process.env.OPERATOR_KEY = 'wrong';
    await expect(run(['matches', '8'])).rejects.toThrow(/401/);
    process.env.OPERATOR_KEY = OPERATOR_KEY;
  });
});
