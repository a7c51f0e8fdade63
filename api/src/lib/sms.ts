import type { DB } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** Where text messages go. The default writes the outbox table; a real gateway replaces it. */
export interface SmsGateway {
  send(phone: string, body: string): Promise<void>;
  /** Many texts at once (a round's match SMS), where the gateway can batch them. */
  sendMany?(messages: readonly SmsMessage[]): Promise<void>;
  /** Told of texts a transaction put in the outbox itself (`queueTexts`), once it has committed. */
  queued?(messages: readonly SmsMessage[]): void;
}

export interface SmsMessage {
  phone: string;
  body: string;
}

/** The language a text goes out in: the subscriber's choice (migration 0020), English by default. */
export type SmsLanguage = 'en' | 'ur';
export const smsLanguage = (value: unknown): SmsLanguage => (value === 'ur' ? 'ur' : 'en');

/** A thing's name as a text in `language` states it: the Urdu name staff gave, for Urdu readers. */
export const nameIn = (thing: { name: string; name_ur: string | null }, language: SmsLanguage): string =>
  (language === 'ur' && thing.name_ur) || thing.name;

/** Operator text as an SMS carries it: line breaks and control characters as spaces, its length bounded. */
export const clean = (text: string, max = 60) =>
  [...text]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .trim()
    .slice(0, max);

/** Sends every message: in one batch when the gateway takes batches, else one by one. */
export async function sendAll(gateway: SmsGateway, messages: readonly SmsMessage[]): Promise<void> {
  if (messages.length === 0) return;
  if (gateway.sendMany) return gateway.sendMany(messages);
  for (const m of messages) await gateway.send(m.phone, m.body);
}

/**
 * Writes texts into the outbox (the SMS gateway's queue) through `db`. Given a transaction, they
 * commit with the change they tell of or not at all: a change that happens once texts once.
 */
export async function queueTexts(db: DB, messages: readonly SmsMessage[], at: string): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('sms_outbox')
    .values(messages.map((m) => ({ phone: m.phone, body: m.body, created_at: at })))
    .execute();
}

export function outboxGateway(db: DB, clock: Clock): SmsGateway {
  return {
    send: (phone, body) => queueTexts(db, [{ phone, body }], clock.now().toISOString()),
    sendMany: (messages) => queueTexts(db, messages, clock.now().toISOString()),
  };
}

/**
 * Demo only (never in production): each text is also printed on the api's console, so a person can
 * sign in with the one-time code on a fresh machine without a real SMS gateway.
 */
export function consoleEcho(gateway: SmsGateway): SmsGateway {
  const print = (messages: readonly SmsMessage[]) =>
    process.stdout.write(messages.map((m) => `[demo SMS to ${m.phone}] ${m.body}\n`).join(''));
  return {
    async send(phone, body) {
      await gateway.send(phone, body);
      print([{ phone, body }]);
    },
    async sendMany(messages) {
      await sendAll(gateway, messages);
      print(messages);
    },
    queued: print,
  };
}
