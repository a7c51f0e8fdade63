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
