import type { AppConfig } from './config.ts';
import type { DB } from './db/schema.ts';
import type { DialectName } from './db/connect.ts';
import type { AdjustableClock } from './lib/clock.ts';
import type { SmsGateway } from './lib/sms.ts';

export interface AuthUser {
  id: number;
  /** The session the token names (logout revokes it). */
  sessionId: string;
  /** The subscriber's number (92XXXXXXXXXX). */
  msisdn: string;
  gn: 0 | 1;
  /** Subscription status: trial | active | suspended. */
  status: string;
  /** The language the subscriber chose ('en' | 'ur'), null until chosen. */
  language: 'en' | 'ur' | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    dialect: DialectName;
    clock: AdjustableClock;
    config: AppConfig;
    jwtKey: Uint8Array;
    sms: SmsGateway;
    /** Today in the provider's time zone. */
    today(): string;
    nowIso(): string;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The operator credential's name, on /api/operator requests. */
    operator?: string;
  }
}
