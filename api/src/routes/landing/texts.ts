import type { FastifyRequest } from 'fastify';
import { MESSAGES, type MessageCode } from '../../lib/errors.ts';
import type { SmsLanguage } from '../../lib/sms.ts';

// The landing page's words in English and Urdu. One form serves new and returning numbers: the page
// cannot tell which before the code is checked, and saying so earlier would tell anyone who types a
// number whether it subscribes. So the trial is offered to 'a first subscription' and the button
// only sends the code (a returning number gets no second trial). The language is
// the browser's choice: the `pz_lang` cookie the portal sets (docs/i18n.md), or the page's own
// English | اردو links (`?lang=`), which set that cookie.

export type PageLanguage = SmsLanguage;
export const LANGUAGE_COOKIE = 'pz_lang';

/** `?lang=` first (a switch link), then the cookie, else English. */
export function pageLanguage(request: FastifyRequest, asked?: string): PageLanguage {
  if (asked === 'ur' || asked === 'en') return asked;
  const cookie = /(?:^|;\s*)pz_lang=([a-z]{2})/.exec(request.headers.cookie ?? '')?.[1];
  return cookie === 'ur' ? 'ur' : 'en';
}

/** The Set-Cookie value that remembers a switch for the portal too (one year, like the portal's). */
export const languageCookie = (language: PageLanguage) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;

export const PAGE_TEXT = {
  en: {
    subscribeTitle: 'Subscribe',
    signInTitle: 'Subscribe or sign in',
    pitch:
      'Weekly tournaments, daily gaming tasks and rewards for subscribers. A first subscription starts with a one-day free trial, then Rs 10 per day (prepaid) or Rs 167 plus tax per month (postpaid).',
    returning: 'Subscribed before? Enter your number to sign in.',
    number: 'Operator number',
    connection: 'Connection',
    prepaid: 'Prepaid',
    postpaid: 'Postpaid',
    partner: 'Enter as a GameNow partner user',
    start: 'Send my code',
    smsNote:
      'We send a 6-digit code to this number by SMS. Subscribe and unsubscribe happen only on the web.',
    codeTitle: 'Enter your code',
    codeSent: (number: string) => `We sent a 6-digit code by SMS to ${number}. It expires in 5 minutes.`,
    codeLabel: 'Code from the SMS',
    verify: 'Verify and continue',
    newCode: 'Send a new code',
    demoNote: 'Demo: no real SMS is sent.',
    demoInbox: 'Open the demo SMS inbox',
    back: 'Back to the landing page',
    linkInvalid: 'This unsubscribe link is invalid or has expired.',
  },
  ur: {
    subscribeTitle: 'سبسکرائب کریں',
    signInTitle: 'سبسکرائب کریں یا سائن ان کریں',
    pitch:
      'سبسکرائبرز کے لیے ہفتہ وار ٹورنامنٹ، روزانہ گیمنگ ٹاسک اور انعامات۔ پہلی سبسکرپشن میں ایک دن مفت، پھر 10 روپے روزانہ (پری پیڈ) یا 167 روپے ماہانہ اور ٹیکس (پوسٹ پیڈ)۔',
    returning: 'پہلے سبسکرائب کر چکے ہیں؟ سائن ان کے لیے اپنا نمبر لکھیں۔',
    number: 'موبائل نمبر',
    connection: 'کنکشن',
    prepaid: 'پری پیڈ',
    postpaid: 'پوسٹ پیڈ',
    partner: 'گیم ناؤ پارٹنر صارف کے طور پر داخل ہوں',
    start: 'مجھے کوڈ بھیجیں',
    smsNote:
      'ہم اس نمبر پر SMS کے ذریعے 6 ہندسوں کا کوڈ بھیجیں گے۔ سبسکرائب اور ان سبسکرائب صرف ویب پر ہوتے ہیں۔',
    codeTitle: 'اپنا کوڈ لکھیں',
    codeSent: (number: string) =>
      `ہم نے ${number} پر SMS کے ذریعے 6 ہندسوں کا کوڈ بھیجا ہے۔ یہ 5 منٹ میں ختم ہو جائے گا۔`,
    codeLabel: 'SMS میں آیا ہوا کوڈ',
    verify: 'تصدیق کریں اور آگے بڑھیں',
    newCode: 'نیا کوڈ منگوائیں',
    demoNote: 'نمونہ: کوئی اصل SMS نہیں بھیجا جاتا۔',
    demoInbox: 'نمونے کا SMS ان باکس کھولیں',
    back: 'واپس پہلے صفحے پر',
    linkInvalid: 'ان سبسکرائب کا یہ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔',
  },
} as const;

/** The landing page's messages in Urdu (the same words as the portal's catalog, api.<CODE>). */
const URDU: Partial<Record<MessageCode, string>> = {
  OPERATOR_NUMBER_INVALID: 'براہ کرم درست موبائل نمبر لکھیں (0 سے شروع اور 11 ہندسوں کا)',
  FORM_EXPIRED: 'اس فارم کا وقت ختم ہو گیا ہے۔ صفحہ دوبارہ کھول کر کوشش کریں۔',
  SIGN_IN_TOO_MANY_CODES: 'اس نمبر پر بہت زیادہ کوڈ بھیجے جا چکے ہیں۔ براہ کرم 15 منٹ بعد کوشش کریں۔',
  SIGN_IN_WRONG_CODE: 'کوڈ درست نہیں۔ SMS دیکھ کر دوبارہ کوشش کریں۔',
  SIGN_IN_CODE_EXPIRED: 'اس کوڈ کی مدت ختم ہو گئی ہے۔ نیا کوڈ منگوائیں۔',
  SIGN_IN_CODE_LOCKED: 'بہت زیادہ غلط کوڈ درج ہوئے۔ نیا کوڈ منگوائیں۔',
  SIGN_IN_BAD_CODE: 'SMS میں آیا ہوا 6 ہندسوں کا کوڈ لکھیں۔',
  UNSUBSCRIBED: 'آپ کی سبسکرپشن ختم کر دی گئی ہے۔',
};

/** A registry message in the page's language; `triesLeft` after a wrong code. */
export function pageMessage(code: MessageCode, language: PageLanguage, triesLeft?: number): string {
  const english = MESSAGES[code].message;
  if (language === 'en' || !URDU[code])
    return triesLeft === undefined
      ? english
      : `${english} ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
  const text = URDU[code] as string;
  if (triesLeft === undefined) return text;
  return `${text} ${triesLeft === 1 ? 'ایک کوشش باقی ہے۔' : `${triesLeft} کوششیں باقی ہیں۔`}`;
}

export const urduMessageCodes = (): MessageCode[] => Object.keys(URDU) as MessageCode[];
