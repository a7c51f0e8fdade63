import { FormatRegistry, Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Every environment variable the api reads, as one TypeBox schema. Values arrive as strings: they
 * are converted (numbers, flags) and checked before anything starts, and a bad value stops the
 * api with a message naming the variable, instead of falling back to a default (a mistyped
 * DATABASE_URL must never quietly run the portal on a local SQLite file).
 */

function validTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function validUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

FormatRegistry.Set('time-zone', validTimeZone);
FormatRegistry.Set('postgres-url', (v) => validUrl(v, ['postgres:', 'postgresql:']));
FormatRegistry.Set('redis-url', (v) => validUrl(v, ['redis:', 'rediss:']));

const FLAG_WORDS = ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'];
const Flag = (description: string) => Type.Optional(Type.Boolean({ description }));
const Count = (description: string, minimum = 0, maximum = 1_000_000_000) =>
  Type.Optional(Type.Integer({ minimum, maximum, description }));
const Text = (description: string) => Type.Optional(Type.String({ minLength: 1, description }));

export const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.String({ description: 'production, development or test' })),
  PORT: Count('an integer port from 0 to 65535', 0, 65_535),
  HOST: Text('a listen address'),
  DATABASE_URL: Type.Optional(
    Type.String({ format: 'postgres-url', description: 'a postgres://user@host:port/database URL' }),
  ),
  REDIS_URL: Type.Optional(Type.String({ format: 'redis-url', description: 'a redis://host:port URL' })),
  SQLITE_FILE: Text('a file path'),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32, description: 'at least 32 characters' })),
  SUBSCRIPTION_SECRET: Type.Optional(Type.String({ minLength: 32, description: 'at least 32 characters' })),
  OPERATOR_KEY: Text('a key'),
  OPERATOR_KEYS: Type.Optional(
    Type.String({
      pattern: '^\\s*[^:,\\s]+:[0-9a-fA-F]{64}\\s*(,\\s*[^:,\\s]+:[0-9a-fA-F]{64}\\s*)*$',
      description: 'name:sha256hex pairs separated by commas',
    }),
  ),
  PROVIDER_TIME_ZONE: Type.Optional(
    Type.String({ format: 'time-zone', description: 'an IANA time zone such as Asia/Karachi' }),
  ),
  DEV_TOOLS: Flag('a flag (1/0, true/false, yes/no, on/off)'),
  SEED_DEMO: Flag('a flag'),
  SMS_CONSOLE: Flag('a flag'),
  ROOMS: Flag('a flag'),
  LOG: Flag('a flag'),
  LOG_LEVEL: Type.Optional(
    Type.Union(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
      {
        description: 'one of fatal, error, warn, info, debug, trace, silent',
      },
    ),
  ),
  PORTAL_ORIGIN: Type.Optional(
    Type.String({ pattern: '^https?://[^/]+$', description: 'an origin such as https://portal.example' }),
  ),
  WEB_ROOT: Text('a directory'),
  UPLOAD_DIR: Text('a directory'),
  APP_ORIGINS: Text('a comma list of origins'),
  REMOTE_TOURNAMENTS_URL: Text('a URL'),
  REMOTE_TASKS_URL: Text('a URL'),
  REMOTE_REWARDS_URL: Text('a URL'),
  REMOTE_GAMES_URL: Text('a URL'),
  REMOTE_OPERATOR_URL: Text('a URL'),
  RATE_LIMIT_MAX: Count('requests per minute', 1),
  RATE_LIMIT_TOKEN: Count('requests per minute', 1),
  RATE_LIMIT_UPLOAD: Count('requests per minute', 1),
  RATE_LIMIT_REDEEM: Count('requests per minute', 1),
  RATE_LIMIT_SIGN_IN: Count('requests per minute', 1),
  RATE_LIMIT_WRITE: Count('requests per minute', 1),
  RATE_LIMIT_OPERATOR_FAILURES: Count('refusals per minute', 1),
  SIGN_IN_CODES_PER_NUMBER: Count('codes per 15 minutes', 1),
  OVERLOAD_MAX_LOOP_DELAY_MS: Count('milliseconds (0 turns it off)'),
  OVERLOAD_SAMPLE_MS: Count('milliseconds', 1),
  OVERLOAD_RETRY_AFTER: Count('seconds', 1),
  OVERLOAD_MAX_IN_FLIGHT: Count('requests', 1),
  TRUST_PROXY: Text('true/false, a hop count, or addresses/CIDRs'),
  ENGINE_TICK_MS: Count('milliseconds (0: no automatic ticks)'),
  ENGINE_LEASE_MS: Count('milliseconds', 1000),
  ROOM_NO_SHOW_SECONDS: Count('seconds', 1),
  ROOM_RECONNECT_SECONDS: Count('seconds'),
  ROOM_PATCH_MS: Count('milliseconds', 10),
  ROOM_MAX_PER_SUBSCRIBER: Count('rooms', 1),
  ROOM_JOINS_PER_MINUTE: Count('joins per minute', 1),
  ROOM_MATCH_SECONDS: Count("seconds (unset: the game's own length)", 1),
  ROOM_COUNTDOWN_SECONDS: Count('seconds (0: play starts at once)', 0, 60),
  BILLING_DAILY_PAISA: Count('paisa'),
  BILLING_MONTHLY_PAISA: Count('paisa'),
  BILLING_POSTPAID_TAX_BPS: Count('basis points', 0, 10_000),
  BILLING_TICK_MS: Count('milliseconds (0: only when asked)'),
  ROOMS_PUBLIC_ADDRESS: Text("this process's address as the load balancer routes it (host:port/path)"),
  INSTANCE_ID: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$', description: 'letters, digits and _.:- (at most 64)' }),
  ),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'at least 16 characters' })),
  METRICS_PORT: Count('a port from 1 to 65535', 1, 65_535),
  TELEMETRY_SAMPLE: Type.Optional(
    Type.Number({ minimum: 0, maximum: 1, description: 'a fraction from 0 to 1' }),
  ),
  TELEMETRY_DAILY_ROWS: Count('rows per day', 1),
});

export type Env = Static<typeof EnvSchema>;

const BOOLEANS = new Set(
  Object.entries(EnvSchema.properties)
    .filter(([, s]) => (s as TSchema).type === 'boolean')
    .map(([k]) => k),
);

/** Raised when a variable holds a value the schema refuses; names every such variable. */
export class ConfigError extends Error {}

/**
 * Reads the known variables of `raw`: empty means unset; numbers and flags are converted; then
 * the whole set is checked. Unknown variables are ignored (the process environment has many).
 */
export function readEnv(raw: Record<string, string | undefined>): Env {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = raw[key];
    if (value === undefined || value === '') continue;
    if (BOOLEANS.has(key)) {
      const word = value.toLowerCase();
      picked[key] = FLAG_WORDS.includes(word) ? ['1', 'true', 'yes', 'on'].includes(word) : value;
    } else picked[key] = value;
  }
  const converted = Value.Convert(EnvSchema, picked) as Record<string, unknown>;
  const problems = [...Value.Errors(EnvSchema, converted)].map((e) => {
    const name = e.path.replace(/^\//, '').split('/')[0] ?? '';
    const schema = EnvSchema.properties[name as keyof typeof EnvSchema.properties] as TSchema | undefined;
    const shown =
      ['DATABASE_URL', 'REDIS_URL'].includes(name) ||
      name.includes('SECRET') ||
      name.includes('KEY') ||
      name.includes('TOKEN')
        ? '(value hidden)'
        : JSON.stringify(raw[name]);
    return `${name} must be ${schema?.description ?? 'valid'}; got ${shown}`;
  });
  const unique = [...new Set(problems)];
  if (unique.length) throw new ConfigError(`Invalid configuration: ${unique.join('. ')}`);
  return converted as Env;
}
