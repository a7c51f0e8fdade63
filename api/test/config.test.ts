// The configuration schema: every bad value stops the api at start with a message naming the
// variable; nothing falls back to a default (a mistyped DATABASE_URL never runs on SQLite).
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.ts';

const API = join(REPO_ROOT, 'api');

describe('configuration schema', () => {
  it('takes the defaults and converts numbers and flags', () => {
    const config = loadConfig({ PORT: '9090', DEV_TOOLS: 'On', SEED_DEMO: 'no', TELEMETRY_SAMPLE: '0.25' });
    expect(config.port).toBe(9090);
    expect(config.devTools).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.telemetrySample).toBe(0.25);
    expect(config.databaseUrl).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.timeZone).toBe('Asia/Karachi');
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
  });

  it.each([
    [
      'DATABASE_URL',
      'postgress://u@h/db',
      /DATABASE_URL must be a postgres:\/\/user@host:port\/database URL; got \(value hidden\)/,
    ],
    ['DATABASE_URL', 'sqlite:data.db', /DATABASE_URL must be a postgres/],
    ['PORT', 'eighty', /PORT must be an integer port from 0 to 65535; got "eighty"/],
    ['PORT', '70000', /PORT must be an integer port/],
    [
      'PROVIDER_TIME_ZONE',
      'Asia/Karachy',
      /PROVIDER_TIME_ZONE must be an IANA time zone such as Asia\/Karachi; got "Asia\/Karachy"/,
    ],
    ['REDIS_URL', 'localhost:6379', /REDIS_URL must be a redis:\/\/host:port URL/],
    ['DEV_TOOLS', 'maybe', /DEV_TOOLS must be a flag/],
    ['RATE_LIMIT_WRITE', '0', /RATE_LIMIT_WRITE must be requests per minute; got "0"/],
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL must be one of fatal/],
    ['TELEMETRY_SAMPLE', '2', /TELEMETRY_SAMPLE must be a fraction from 0 to 1/],
    ['JWT_SECRET', 'short', /JWT_SECRET must be at least 32 characters; got \(value hidden\)/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', PROVIDER_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /PORT must be .*PROVIDER_TIME_ZONE must be/,
    );
  });

  it('accepts a PostgreSQL URL, a Redis URL and a real time zone', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://pz:secret@db.internal:5432/playzone',
      REDIS_URL: 'redis://cache.internal:6379/0',
      PROVIDER_TIME_ZONE: 'Europe/London',
    });
    expect(config.databaseUrl).toBe('postgresql://pz:secret@db.internal:5432/playzone');
    expect(config.redisUrl).toBe('redis://cache.internal:6379/0');
    expect(config.timeZone).toBe('Europe/London');
  });

  it('stops the api process before it listens, naming the variable', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API,
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
    const badUrl = run({ DATABASE_URL: 'postgress://u@h/db', PORT: '0' });
    expect(badUrl.status).toBe(78);
    expect(badUrl.stderr).toContain('DATABASE_URL must be a postgres://');
    const badPort = run({ PORT: 'http' });
    expect(badPort.status).toBe(78);
    expect(badPort.stderr).toContain('PORT must be an integer port');
    const badZone = run({ PROVIDER_TIME_ZONE: 'Nowhere/City', PORT: '0' });
    expect(badZone.status).toBe(78);
    expect(badZone.stderr).toContain('PROVIDER_TIME_ZONE must be an IANA time zone');
  });
});
