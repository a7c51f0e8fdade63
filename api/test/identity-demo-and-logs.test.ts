import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config.ts';
import { inboxPage } from '../src/routes/landing/pages.ts';
import { startApp, type TestApp } from './helpers.ts';
import { hiddenField, latestCode, openLanding, requestCode } from './landing-client.ts';
import { codeIn, landingRedirect } from '../../tooling/landing-sign-in.ts';

// The demo's sign-in on a fresh machine (the SMS on the api's console, the dev-tools SMS inbox),
// none of it in production, and request logs that never hold the subscriber reference.

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

describe('the api process: console SMS and redacted request logs (SQLite)', () => {
  let child: ChildProcess;
  let dir = '';
  let out = '';
  let origin = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pz-identity-logs-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        JEST_WORKER_ID: '',
        NODE_ENV: 'test',
        PORT: String(port),
        SQLITE_FILE: join(dir, 'db.sqlite'),
        UPLOAD_DIR: join(dir, 'uploads'),
        WEB_ROOT: join(dir, 'web'),
        DEV_TOOLS: '0',
        LOG: '1',
        LOG_LEVEL: 'info',
        ROOMS: '0',
        // Load shedding has its own test (overload.test.ts); a busy machine must not shed these requests.
        OVERLOAD_MAX_LOOP_DELAY_MS: '0',
      },
    });
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    for (const deadline = Date.now() + 120_000; ;) {
      try {
        if ((await fetch(`${origin}/landing`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error(`api did not start: ${out}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }, 150_000);
  afterAll(async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the code SMS on the console, and no log line holds the reference', async () => {
    const number = '03650000001';
    const consoleCode = () =>
      codeIn(out.split('\n').filter((l) => l.startsWith('[demo SMS to 923650000001]')));
    const entry = await landingRedirect(origin, number, { readCode: consoleCode });
    const ref = entry.searchParams.get('a') as string;
    expect(ref).toMatch(/\./);
    const enc = encodeURIComponent(ref);
    await fetch(`${origin}/?a=${enc}&refferer=gamenow`);
    await fetch(`${origin}/landing?a=${enc}`);
    await fetch(`${origin}/unsubscribe-service/unsubscribe?mobile=${enc}&domainName=x`);
    const gen = await fetch(`${origin}/api/v1/jt/gen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: ref, refferer: null }),
    });
    expect(gen.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const lines = out.split('\n').filter(Boolean);
    const signature = ref.split('.')[1] as string;
    expect(lines.filter((l) => l.includes(signature) || l.includes(enc))).toEqual([]);
    expect(lines.some((l) => l.includes('/?a=[redacted]&refferer=gamenow'))).toBe(true);
    expect(lines.some((l) => l.includes('mobile=[redacted]'))).toBe(true);
  });
});

describe('the demo SMS inbox: dev tools only', () => {
  let withTools: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    withTools = await startApp('sqlite');
    without = await startApp('sqlite', { DEV_TOOLS: '0' });
  });
  afterAll(async () => {
    await withTools.close();
    await without.close();
  });

  it('links the code page to an inbox that lists the code', async () => {
    const number = '03650000002';
    const form = await openLanding(withTools.app);
    const page = await requestCode(withTools.app, form, number);
    expect(page.body).toContain(`href="/landing/sms-inbox?number=${number}"`);
    const inbox = await withTools.app.inject({ method: 'GET', url: `/landing/sms-inbox?number=${number}` });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(`Your PlayZone code is ${await latestCode(withTools.app, number)}.`);
    expect(hiddenField(page.body, 'challenge')).not.toBe('');
  });

  it('lists an Urdu text right to left in the Urdu font, and loads the font only for one', async () => {
    const number = '03650000004';
    await requestCode(withTools.app, await openLanding(withTools.app), number, '&language=ur');
    const inbox = await withTools.app.inject({ method: 'GET', url: `/landing/sms-inbox?number=${number}` });
    const item = /<li[ >].*?<\/li>/s.exec(inbox.body)?.[0] ?? '';
    expect(item).toMatch(/^<li lang="ur" dir="rtl">/);
    expect(item).toContain(await latestCode(withTools.app, number));
    const faces = () => '@font-face{font-family:"Noto Naskh Arabic"}';
    const urdu = { body: 'PlayZone: آپ کا کوڈ 123456 ہے۔', created_at: '2026-11-30 10:00' };
    const english = { body: 'Your PlayZone code is 123456.', created_at: '2026-11-30 10:01' };
    expect(inboxPage(number, [english, urdu], faces)).toContain(faces());
    expect(inboxPage(number, [english], faces)).not.toContain('@font-face');
    expect(inboxPage(number, [english], faces)).toContain('<li><small dir="ltr">');
  });

  it('has no inbox and no link without dev tools, and production prints no SMS', async () => {
    const number = '03650000003';
    const page = await requestCode(without.app, await openLanding(without.app), number);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('sms-inbox');
    const inbox = await without.app.inject({ method: 'GET', url: `/landing/sms-inbox?number=${number}` });
    expect(inbox.statusCode).toBe(404);
    const secrets = {
      JWT_SECRET: 'j'.repeat(40),
      SUBSCRIPTION_SECRET: 's'.repeat(40),
      OPERATOR_KEY: 'o'.repeat(40),
    };
    expect(loadConfig({ NODE_ENV: 'production', SMS_CONSOLE: '1', ...secrets }).smsConsole).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1', ...secrets })).toThrow();
  });
});
