import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { formatCredits } from '../lib/redemptions.ts';
import { clean, nameIn, queueTexts, smsLanguage, type SmsLanguage } from '../lib/sms.ts';

// The texts a redemption sends its subscriber, in their language: when the claim is received, when
// staff mark it fulfilled, and when it is refunded (docs/product/rewards-and-credits.md). A hold
// that is only released, and the step to processing, send none. Only the reward's name (operator
// text) and numbers go in: never the contact details the subscriber typed or the staff's reason.

export type RedemptionMoment = 'received' | 'fulfilled' | 'refunded';

type Templates = Record<RedemptionMoment, (reward: string, credits: number) => string>;

export const REDEMPTION_SMS: Templates = {
  received: (reward, credits) =>
    `PlayZone: we have received your request for ${reward} (${formatCredits(credits)} credits). Our team will contact you within 24 hours, in business hours (Monday to Friday, 9:00 AM to 10:00 PM).`,
  fulfilled: (reward) => `PlayZone: your reward ${reward} has been delivered. Thank you for playing!`,
  refunded: (reward, credits) =>
    `PlayZone: your request for ${reward} was cancelled. ${formatCredits(credits)} credits are back in your balance.`,
};

/** The same texts in Urdu, on the 24-hour clock as every Urdu text (docs/i18n.md). */
export const REDEMPTION_SMS_UR: Templates = {
  received: (reward, credits) =>
    `PlayZone: ${reward} (${formatCredits(credits)} کریڈٹس) کے لیے آپ کی درخواست موصول ہو گئی ہے۔ ہماری ٹیم 24 گھنٹوں کے اندر کام کے اوقات (پیر سے جمعہ، 09:00 سے 22:00) میں آپ سے رابطہ کرے گی۔`,
  fulfilled: (reward) => `PlayZone: آپ کا انعام ${reward} آپ کو پہنچا دیا گیا ہے۔ کھیلنے کا شکریہ!`,
  refunded: (reward, credits) =>
    `PlayZone: ${reward} کے لیے آپ کی درخواست منسوخ ہو گئی ہے۔ ${formatCredits(credits)} کریڈٹس آپ کے بیلنس میں واپس آ گئے ہیں۔`,
};

const templatesIn = (language: SmsLanguage) => (language === 'ur' ? REDEMPTION_SMS_UR : REDEMPTION_SMS);

/**
 * Queues the redemption's text for `moment` in the transaction that made the change, so the text
 * and the change commit together: the one call whose guarded update changed the row texts, and a
 * repeated or racing call (which changed nothing) texts nothing. The reward is named in Urdu for a
 * subscriber reading Urdu when staff gave it an Urdu name.
 */
export async function textRedemption(
  tx: Transaction<Database>,
  redemptionId: number,
  moment: RedemptionMoment,
  at: string,
): Promise<void> {
  const row = await tx
    .selectFrom('redemptions as r')
    .innerJoin('subscribers as s', 's.id', 'r.subscriber_id')
    .innerJoin('rewards as w', 'w.id', 'r.reward_id')
    .select(['s.phone', 's.language', 'w.name', 'w.name_ur', 'r.credits'])
    .where('r.id', '=', redemptionId)
    .executeTakeFirstOrThrow();
  const language = smsLanguage(row.language);
  const reward = clean(nameIn(row, language));
  const body = templatesIn(language)[moment](reward, Number(row.credits));
  await queueTexts(tx, [{ phone: row.phone, body }], at);
}
