import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MESSAGES, type Message, type MessageCode } from './errors.ts';
import { smsLanguage, type SmsLanguage } from './sms.ts';
import { inTransaction } from '../db/transaction.ts';

// One-time sign-in codes sent by SMS. A code is 6 digits, lives 5 minutes, allows 5 tries and is
// stored only as an HMAC keyed with the subscription secret (a copy of the table reveals no code).
// A number gets at most `codesPerNumber` codes per 15 minutes.

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_WINDOW_MS = 15 * 60 * 1000;

export const SIGN_IN_MESSAGES = {
  tooManyCodes: MESSAGES.SIGN_IN_TOO_MANY_CODES.message,
  wrongCode: MESSAGES.SIGN_IN_WRONG_CODE.message,
  expired: MESSAGES.SIGN_IN_CODE_EXPIRED.message,
  locked: MESSAGES.SIGN_IN_CODE_LOCKED.message,
  badCode: MESSAGES.SIGN_IN_BAD_CODE.message,
} as const;

export const codeText = (code: string, language: SmsLanguage = 'en') =>
  language === 'ur'
    ? `آپ کا PlayZone کوڈ ${code} ہے۔ یہ 5 منٹ میں ختم ہو جائے گا۔ یہ کوڈ کسی کو نہ بتائیں۔`
    : `Your PlayZone code is ${code}. It expires in 5 minutes. Do not share it with anyone.`;

/**
 * A sign-in text with its code hidden: staff read the outbox, and a code read there would sign
 * anyone in as the subscriber. Other texts are returned as they are.
 */
export function hideSignInCode(body: string): string {
  for (const language of ['en', 'ur'] as const) {
    const [before = '', after = ''] = codeText('\u0000', language).split('\u0000');
    const code = body.slice(before.length, body.length - after.length);
    if (body.startsWith(before) && body.endsWith(after) && /^\d{6}$/.test(code))
      return `${before}••••••${after}`;
  }
  return body;
}

export const hashCode = (secret: string, challenge: string, code: string) =>
  createHmac('sha256', secret).update(`sign-in:${challenge}:${code}`).digest('base64url');

/** A refused code request or code: its message code, and the tries left after a wrong code. */
export class SignInError extends Error {
  public readonly code: MessageCode;

  constructor(
    public readonly statusCode: number,
    entry: Message,
    /** A wrong code with tries left: the same code form again. */
    public readonly retry = false,
    public readonly triesLeft?: number,
  ) {
    super(
      triesLeft === undefined
        ? entry.message
        : `${entry.message} ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
    );
    this.code = entry.code;
  }
}

/** Sends a new code to the number; returns the challenge id the code form carries. */
export async function sendCode(
  app: FastifyInstance,
  opts: { phone: string; subType: 'prepaid' | 'postpaid'; partner: boolean; language?: SmsLanguage },
): Promise<string> {
  const now = app.clock.now();
  const id = randomBytes(18).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const since = new Date(now.getTime() - CODE_WINDOW_MS).toISOString();
  await inTransaction(app.db, async (tx) => {
    // Count and insert under one lock per number, so simultaneous requests cannot pass the limit
    // together (SQLite runs one write transaction at a time already).
    if (app.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(${opts.phone}))`.execute(tx);
    const sent = await tx
      .selectFrom('sign_in_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('phone', '=', opts.phone)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(sent.n) >= app.config.signIn.codesPerNumber)
      throw new SignInError(429, MESSAGES.SIGN_IN_TOO_MANY_CODES);
    await tx
      .insertInto('sign_in_codes')
      .values({
        id,
        phone: opts.phone,
        sub_type: opts.subType,
        partner: opts.partner ? 1 : 0,
        code_hash: hashCode(app.config.subscriptionSecret, id, code),
        attempts: 0,
        expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
  });
  // A returning subscriber's stored language wins; before an account exists, the browser's choice.
  const stored = await app.db
    .selectFrom('subscribers')
    .select('language')
    .where('phone', '=', opts.phone)
    .executeTakeFirst();
  await app.sms.send(
    opts.phone,
    codeText(code, stored?.language ? smsLanguage(stored.language) : (opts.language ?? 'en')),
  );
  return id;
}

export interface CheckedCode {
  phone: string;
  subType: 'prepaid' | 'postpaid';
  partner: boolean;
}

/** Checks a code; every try counts, the right one is used up. Throws SignInError otherwise. */
export async function checkCode(app: FastifyInstance, challenge: string, code: string): Promise<CheckedCode> {
  const nowIso = app.nowIso();
  const row = await app.db
    .selectFrom('sign_in_codes')
    .selectAll()
    .where('id', '=', challenge)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= nowIso)
    throw new SignInError(400, MESSAGES.SIGN_IN_CODE_EXPIRED);
  // Claim a try before comparing, so parallel guesses cannot exceed the limit.
  const claimed = await app.db
    .updateTable('sign_in_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new SignInError(429, MESSAGES.SIGN_IN_CODE_LOCKED);
  const expected = Buffer.from(row.code_hash);
  const given = Buffer.from(hashCode(app.config.subscriptionSecret, challenge, code));
  if (!/^\d{6}$/.test(code) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const left = CODE_MAX_ATTEMPTS - Number(row.attempts) - 1;
    if (left <= 0) throw new SignInError(429, MESSAGES.SIGN_IN_CODE_LOCKED);
    throw new SignInError(400, MESSAGES.SIGN_IN_WRONG_CODE, true, left);
  }
  const used = await app.db
    .updateTable('sign_in_codes')
    .set({ used_at: nowIso })
    .where('id', '=', challenge)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw new SignInError(400, MESSAGES.SIGN_IN_CODE_EXPIRED);
  return {
    phone: row.phone,
    subType: row.sub_type === 'postpaid' ? 'postpaid' : 'prepaid',
    partner: row.partner === 1,
  };
}

/** The demo SMS inbox (dev tools only): the latest texts to a number, newest first. */
export async function recentSms(app: FastifyInstance, phone: string) {
  return app.db
    .selectFrom('sms_outbox')
    .select(['body', 'created_at'])
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
}
