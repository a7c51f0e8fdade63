import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { billingConfig, type BillingConfig } from './billing/config.ts';

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

export interface AppConfig {
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
  remotes: { tournaments: string; tasks: string; rewards: string; games: string };
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
  };
}

type Env = Record<string, string | undefined>;

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

function trustProxyOf(value: string | undefined): boolean | number | string {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const databaseUrl =
    env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null;
  const config: AppConfig = {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    sqliteFile: env.SQLITE_FILE || join(REPO_ROOT, 'data', 'playzone.sqlite'),
    jwtSecret: env.JWT_SECRET || DEFAULT_SECRETS.jwtSecret,
    subscriptionSecret: env.SUBSCRIPTION_SECRET || DEFAULT_SECRETS.subscriptionSecret,
    // With named credentials in production the single shared key is optional.
    operatorKey: env.OPERATOR_KEY || (production && env.OPERATOR_KEYS ? '' : DEFAULT_SECRETS.operatorKey),
    operatorKeys: env.OPERATOR_KEYS || '',
    timeZone: env.PROVIDER_TIME_ZONE || 'Asia/Karachi',
    devTools: flag(env.DEV_TOOLS, false),
    seedDemo: flag(env.SEED_DEMO, true),
    portalOrigin: env.PORTAL_ORIGIN || '',
    webRoot: env.WEB_ROOT || REPO_ROOT,
    uploadDir: env.UPLOAD_DIR || join(REPO_ROOT, 'data', 'uploads'),
    appOrigins: (env.APP_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    remotes: {
      tournaments: env.REMOTE_TOURNAMENTS_URL || '/apps/tournaments/mf-manifest.json',
      tasks: env.REMOTE_TASKS_URL || '/apps/tasks/mf-manifest.json',
      rewards: env.REMOTE_REWARDS_URL || '/apps/rewards/mf-manifest.json',
      games: env.REMOTE_GAMES_URL || '/apps/games/mf-manifest.json',
    },
    rateLimits: {
      token: int(env.RATE_LIMIT_TOKEN, int(env.RATE_LIMIT_MAX, 300)),
      upload: int(env.RATE_LIMIT_UPLOAD, int(env.RATE_LIMIT_MAX, 120)),
      redeem: int(env.RATE_LIMIT_REDEEM, int(env.RATE_LIMIT_MAX, 120)),
      signIn: int(env.RATE_LIMIT_SIGN_IN, int(env.RATE_LIMIT_MAX, 20)),
      write: int(env.RATE_LIMIT_WRITE, int(env.RATE_LIMIT_MAX, 120)),
      operatorFailures: int(env.RATE_LIMIT_OPERATOR_FAILURES, 10),
    },
    signIn: { codesPerNumber: int(env.SIGN_IN_CODES_PER_NUMBER, 5) },
    smsConsole: !production && flag(env.SMS_CONSOLE, !env.JEST_WORKER_ID),
    overload: {
      maxEventLoopDelayMs: int(env.OVERLOAD_MAX_LOOP_DELAY_MS, 200),
      sampleMs: int(env.OVERLOAD_SAMPLE_MS, 250),
      retryAfterSeconds: int(env.OVERLOAD_RETRY_AFTER, 5),
      maxInFlight: int(env.OVERLOAD_MAX_IN_FLIGHT, 256),
    },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logger: flag(env.LOG, true),
    logLevel: env.LOG_LEVEL || 'info',
    production,
    engineTickMs: int(env.ENGINE_TICK_MS, 1000),
    billing: billingConfig(env),
    rooms: {
      enabled: flag(env.ROOMS, true),
      noShowSeconds: int(env.ROOM_NO_SHOW_SECONDS, 300),
      reconnectSeconds: int(env.ROOM_RECONNECT_SECONDS, 20),
      patchMs: int(env.ROOM_PATCH_MS, 100),
      maxPerSubscriber: int(env.ROOM_MAX_PER_SUBSCRIBER, 50),
      joinsPerMinute: int(env.ROOM_JOINS_PER_MINUTE, 30),
      countdownSeconds: int(env.ROOM_COUNTDOWN_SECONDS, 3),
    },
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
