import type { DB } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** Where text messages go. The default writes the outbox table; a real gateway replaces it. */
export interface SmsGateway {
  send(phone: string, body: string): Promise<void>;
}

export function outboxGateway(db: DB, clock: Clock): SmsGateway {
  return {
    async send(phone, body) {
      await db
        .insertInto('sms_outbox')
        .values({ phone, body, created_at: clock.now().toISOString() })
        .execute();
    },
  };
}

/**
 * Demo only (never in production): each text is also printed on the api's console, so a person can
 * sign in with the one-time code on a fresh machine without a real SMS gateway.
 */
export function consoleEcho(gateway: SmsGateway): SmsGateway {
  return {
    async send(phone, body) {
      await gateway.send(phone, body);
      process.stdout.write(`[demo SMS to ${phone}] ${body}\n`);
    },
  };
}
