import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from './config-schema.ts';
import type { BillingConfig } from './billing/config.ts';

export { ConfigError } from './config-schema.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const DEFAULT_SECRETS = {
  jwtSecret: 'dev-only-jwt-secret-change-me-0123456789',
  subscriptionSecret: 'dev-only-subscription-secret-change-me-0123',
  operatorKey: 'dev-operator-key',
} as const;

export interface RateLimits {
  /** Requests per minute per client address. */
  token: number;
  upload: number;
  redeem: number;
  /** Landing page form posts (code requests and code checks) per minute per client address. */
  signIn: number;
  /** Every other write route (streak, level results, tournament joins, ESL sessions, unsubscribe). */
  write: number;
  /** Refused operator keys per minute per client address before every operator call is refused. */
  operatorFailures: number;
}

export interface AppConfig extends ScaleConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  sqliteFile: string;
  jwtSecret: string;
  subscriptionSecret: string;
  operatorKey: string;
  /** Named operator credentials, "name:sha256hex,..." (OPERATOR_KEYS). */
  operatorKeys: string;
  timeZone: string;
  devTools: boolean;
  seedDemo: boolean;
  portalOrigin: string;
  webRoot: string;
  uploadDir: string;
  appOrigins: string[];
  remotes: { tournaments: string; tasks: string; rewards: string; games: string; operator: string };
  rateLimits: RateLimits;
  /** Sign-in codes one number may receive per 15 minutes (SIGN_IN_CODES_PER_NUMBER, default 5). */
  signIn: { codesPerNumber: number };
  /** Print every SMS to the console (SMS_CONSOLE; on by default outside production and tests). */
  smsConsole: boolean;
  /**
   * Load shedding: once the event loop's mean delay over a sample passes `maxEventLoopDelayMs`,
   * requests are answered 503 with Retry-After until it recovers (0 turns it off).
   */
  overload: { maxEventLoopDelayMs: number; sampleMs: number; retryAfterSeconds: number; maxInFlight: number };
  /**
   * Which proxies to believe for the client address (X-Forwarded-For), so rate limits count each
   * subscriber behind a load balancer: false (default), true, a hop count, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string;
  logger: boolean;
  logLevel: string;
  production: boolean;
  /** Subscription prices, tax and the charging tick (billing/README.md). */
  billing: BillingConfig;
  /** Tournament engine tick interval in ms (ENGINE_TICK_MS, default 1000; 0: no automatic ticks). */
  engineTickMs: number;
  /** Cannon Clash room server (ROOMS, default on), no-show and reconnection windows in seconds. */
  rooms: {
    enabled: boolean;
    noShowSeconds: number;
    reconnectSeconds: number;
    patchMs: number;
    maxPerSubscriber: number;
    joinsPerMinute: number;
    /** Seconds both screens count down before play (ROOM_COUNTDOWN_SECONDS, default 3). */
    countdownSeconds: number;
    /** A shorter match than the game's own (ROOM_MATCH_SECONDS; rehearsals and the cluster test). */
    matchSeconds?: number;
  };
}

/** Shared-state deployment (several api processes): Redis for rate limits and rooms. */
export interface ScaleConfig {
  /** REDIS_URL: rate limits and Colyseus presence/driver in Redis; unset, all stays in this process. */
  redisUrl: string | null;
  /** This process's name in the scheduler lease and the logs (INSTANCE_ID, default host:pid). */
  instanceId: string;
  /** ROOMS_PUBLIC_ADDRESS: where the load balancer reaches this process's rooms directly. */
  roomsPublicAddress: string | null;
  /** ENGINE_LEASE_MS: how long the scheduler lease lasts without renewal (default 30 s). */
  engineLeaseMs: number;
  /** METRICS_TOKEN / METRICS_PORT: who may read /metrics (see the README's Operations section). */
  metricsToken: string | null;
  metricsPort: number | null;
  /** TELEMETRY_SAMPLE: the share of visits whose Web Vitals the front ends report (default 0.1). */
  telemetrySample: number;
  /**
   * TELEMETRY_DAILY_ROWS: new aggregate rows (page and error message) one process adds a day;
   * reports past it are counted in one '(other)' row (default 2000).
   */
  telemetryDailyRows: number;
}

function trustProxyOf(value: string | undefined): boolean | number | string {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The configuration from the environment, checked against one schema (config-schema.ts): a bad
 * value stops the api with a ConfigError naming the variable.
 */
export function loadConfig(raw: Record<string, string | undefined> = process.env): AppConfig {
  const env = readEnv(raw);
  const production = env.NODE_ENV === 'production';
  const limit = (value: number | undefined, fallback: number) => value ?? env.RATE_LIMIT_MAX ?? fallback;
  const config: AppConfig = {
    port: env.PORT ?? 8080,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL ?? null,
    sqliteFile: env.SQLITE_FILE ?? join(REPO_ROOT, 'data', 'playzone.sqlite'),
    jwtSecret: env.JWT_SECRET ?? DEFAULT_SECRETS.jwtSecret,
    subscriptionSecret: env.SUBSCRIPTION_SECRET ?? DEFAULT_SECRETS.subscriptionSecret,
    // With named credentials in production the single shared key is optional.
    operatorKey: env.OPERATOR_KEY ?? (production && env.OPERATOR_KEYS ? '' : DEFAULT_SECRETS.operatorKey),
    operatorKeys: env.OPERATOR_KEYS ?? '',
    timeZone: env.PROVIDER_TIME_ZONE ?? 'Asia/Karachi',
    devTools: env.DEV_TOOLS ?? false,
    seedDemo: env.SEED_DEMO ?? true,
    portalOrigin: env.PORTAL_ORIGIN ?? '',
    webRoot: env.WEB_ROOT ?? REPO_ROOT,
    uploadDir: env.UPLOAD_DIR ?? join(REPO_ROOT, 'data', 'uploads'),
    appOrigins: (env.APP_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    remotes: {
      tournaments: env.REMOTE_TOURNAMENTS_URL ?? '/apps/tournaments/mf-manifest.json',
      tasks: env.REMOTE_TASKS_URL ?? '/apps/tasks/mf-manifest.json',
      rewards: env.REMOTE_REWARDS_URL ?? '/apps/rewards/mf-manifest.json',
      games: env.REMOTE_GAMES_URL ?? '/apps/games/mf-manifest.json',
      operator: env.REMOTE_OPERATOR_URL ?? '/apps/operator/mf-manifest.json',
    },
    rateLimits: {
      token: limit(env.RATE_LIMIT_TOKEN, 300),
      upload: limit(env.RATE_LIMIT_UPLOAD, 120),
      redeem: limit(env.RATE_LIMIT_REDEEM, 120),
      signIn: limit(env.RATE_LIMIT_SIGN_IN, 20),
      write: limit(env.RATE_LIMIT_WRITE, 120),
      operatorFailures: env.RATE_LIMIT_OPERATOR_FAILURES ?? 10,
    },
    signIn: { codesPerNumber: env.SIGN_IN_CODES_PER_NUMBER ?? 5 },
    smsConsole: !production && (env.SMS_CONSOLE ?? !raw.JEST_WORKER_ID),
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_MAX_LOOP_DELAY_MS ?? 200,
      sampleMs: env.OVERLOAD_SAMPLE_MS ?? 250,
      retryAfterSeconds: env.OVERLOAD_RETRY_AFTER ?? 5,
      maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT ?? 256,
    },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logger: env.LOG ?? true,
    logLevel: env.LOG_LEVEL ?? 'info',
    production,
    engineTickMs: env.ENGINE_TICK_MS ?? 1000,
    billing: {
      dailyPaisa: env.BILLING_DAILY_PAISA ?? 1000,
      monthlyPaisa: env.BILLING_MONTHLY_PAISA ?? 16_700,
      postpaidTaxBps: env.BILLING_POSTPAID_TAX_BPS ?? 1950,
      // No automatic engine ticks (tests that record queries) means no automatic billing either.
      tickMs: env.BILLING_TICK_MS ?? (env.ENGINE_TICK_MS === 0 ? 0 : 5000),
    },
    rooms: {
      enabled: env.ROOMS ?? true,
      noShowSeconds: env.ROOM_NO_SHOW_SECONDS ?? 300,
      reconnectSeconds: env.ROOM_RECONNECT_SECONDS ?? 20,
      patchMs: env.ROOM_PATCH_MS ?? 100,
      maxPerSubscriber: env.ROOM_MAX_PER_SUBSCRIBER ?? 50,
      joinsPerMinute: env.ROOM_JOINS_PER_MINUTE ?? 30,
      matchSeconds: env.ROOM_MATCH_SECONDS,
      countdownSeconds: env.ROOM_COUNTDOWN_SECONDS ?? 3,
    },
    redisUrl: env.REDIS_URL ?? null,
    instanceId: env.INSTANCE_ID ?? `${hostname()}:${process.pid}`,
    roomsPublicAddress: env.ROOMS_PUBLIC_ADDRESS ?? null,
    engineLeaseMs: env.ENGINE_LEASE_MS ?? 30_000,
    metricsToken: env.METRICS_TOKEN ?? null,
    metricsPort: env.METRICS_PORT ?? null,
    telemetrySample: env.TELEMETRY_SAMPLE ?? 0.1,
    telemetryDailyRows: env.TELEMETRY_DAILY_ROWS ?? 2000,
  };
  assertSafe(config);
  return config;
}

/** Refuses a production configuration that would expose dev tools or run on a well-known secret. */
export function assertSafe(config: AppConfig): void {
  if (!config.production) return;
  if (config.devTools) throw new Error('DEV_TOOLS cannot be on when NODE_ENV=production');
  const defaults: string[] = Object.values(DEFAULT_SECRETS);
  for (const [name, value] of [
    ['JWT_SECRET', config.jwtSecret],
    ['SUBSCRIPTION_SECRET', config.subscriptionSecret],
    ['OPERATOR_KEY', config.operatorKey],
  ] as const) {
    if (defaults.includes(value)) throw new Error(`${name} must be set when NODE_ENV=production`);
  }
}
