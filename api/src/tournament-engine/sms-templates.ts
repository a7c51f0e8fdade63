/**
 * Every text the tournament engine sends, built from fixed templates. Only operator-set text
 * (tournament and game names, room IDs and passwords), numbers and times go in: nothing a player
 * typed (nickname, username, name) ever reaches an SMS sent from the operator's sender ID.
 * An opponent is named by their seed, a neutral label.
 */

import { clean, type SmsLanguage } from '../lib/sms.ts';

export interface MatchText {
  tournament: string;
  game: string;
  round: number;
  /** The match's time as texts print it; '' for a match that has none (its room is open now). */
  when: string;
  roomId: string;
  password: string | null;
  opponentSeed: number | null;
  cannon: boolean;
  thirdPlace: boolean;
}

/** 'your opponent (seed 7)': how an SMS names the other player. */
export const opponentLabel = (seed: number | null) =>
  seed === null ? 'your opponent' : `your opponent (seed ${seed})`;

export const SMS: SmsTemplates = {
  match(m: MatchText): string {
    const what = m.thirdPlace ? 'third-place match' : `round ${m.round}`;
    const head = `PlayZone: ${clean(m.tournament)} ${what}.`;
    const vs = opponentLabel(m.opponentSeed);
    const at = m.when ? `is at ${m.when}` : 'can be played now';
    return m.cannon
      ? `${head} Your Cannon Clash match vs ${vs} ${at}. Room ID: ${clean(m.roomId, 20)}. Open Tournaments, tap Play Now and enter the Room ID.`
      : `${head} Your ${clean(m.game, 30)} match vs ${vs} ${at}. Room ID: ${clean(m.roomId, 64)}, password: ${clean(m.password ?? '', 64)}.`;
  },
  bye: (tournament: string, round: number) =>
    `PlayZone: ${clean(tournament)} round ${round}: you have a bye and go through to the next round.`,
  cancelled: (tournament: string, minPlayers: number, refunded: boolean) =>
    `PlayZone: ${clean(tournament)} was cancelled: fewer than ${minPlayers} players checked in.${refunded ? ' Your entry fee has been refunded.' : ''}`,
  voided: (tournament: string, refunded: boolean) =>
    `PlayZone: ${clean(tournament)} was cancelled by the organiser.${refunded ? ' Your entry fee has been refunded.' : ''}`,
  noChampion: (tournament: string, refunded: boolean) =>
    `PlayZone: ${clean(tournament)} ended without a champion: no player of the last round showed up. No prizes are paid.${refunded ? ' Your entry fee has been refunded.' : ''}`,
  missed(tournament: string, match: MissedMatch): string {
    const head = `PlayZone: ${clean(tournament)} ${match.thirdPlace ? 'third-place match' : `round ${match.round}`}:`;
    return match.both
      ? `${head} neither player came to your match, so both of you are out.`
      : `${head} you missed your match, so your opponent wins it by no-show.`;
  },
  place(tournament: string, place: number, prize: string | null): string {
    const head =
      place === 1
        ? `PlayZone: congratulations, you won ${clean(tournament)}!`
        : `PlayZone: congratulations, you finished ${place === 2 ? '2nd' : '3rd'} in ${clean(tournament)}!`;
    return prize ? `${head} ${prize} added to your wallet.` : head;
  },
};

/** A match lost by not coming: by one player (`both` false) or by both. */
export interface MissedMatch {
  round: number;
  thirdPlace: boolean;
  both: boolean;
}

export interface SmsTemplates {
  match(m: MatchText): string;
  /** To a player who did not come to their match (a no-show, or a double no-show). */
  missed(tournament: string, match: MissedMatch): string;
  bye(tournament: string, round: number): string;
  cancelled(tournament: string, minPlayers: number, refunded: boolean): string;
  voided(tournament: string, refunded: boolean): string;
  noChampion(tournament: string, refunded: boolean): string;
  place(tournament: string, place: number, prize: string | null): string;
}

/** '2026-11-25 08:30 pm' -> '2026-11-25 20:30': Urdu texts use the 24-hour clock (docs/i18n.md). */
export function clock24(when: string): string {
  const m = /^(.*?)(\d{1,2}):(\d{2}) ?(am|pm)$/i.exec(when.trim());
  if (!m) return when;
  const hour = (Number(m[2]) % 12) + (m[4]?.toLowerCase() === 'pm' ? 12 : 0);
  return `${m[1]}${String(hour).padStart(2, '0')}:${m[3]}`;
}

const refundUr = (refunded: boolean) => (refunded ? ' آپ کی انٹری فیس واپس کر دی گئی ہے۔' : '');

/** The same texts in Urdu: short, as the operator's Urdu SMS are written. */
export const SMS_UR: SmsTemplates = {
  match(m) {
    const what = m.thirdPlace ? 'تیسری پوزیشن کا میچ' : `راؤنڈ ${m.round}`;
    const head = `PlayZone: ${clean(m.tournament)}، ${what}۔`;
    const vs = m.opponentSeed === null ? 'اپنے حریف' : `اپنے حریف (سیڈ ${m.opponentSeed})`;
    const at = m.when ? `${clock24(m.when)} پر ہے` : 'ابھی کھیلا جا سکتا ہے';
    return m.cannon
      ? `${head} ${vs} کے ساتھ آپ کا Cannon Clash میچ ${at}۔ Room ID: ${clean(m.roomId, 20)}۔ ٹورنامنٹس کھولیں، میچ شروع کریں اور Room ID لکھیں۔`
      : `${head} ${vs} کے ساتھ آپ کا ${clean(m.game, 30)} میچ ${at}۔ Room ID: ${clean(m.roomId, 64)}، پاس ورڈ: ${clean(m.password ?? '', 64)}۔`;
  },
  bye: (tournament, round) =>
    `PlayZone: ${clean(tournament)}، راؤنڈ ${round}: آپ کو بائی ملی ہے، آپ اگلے راؤنڈ میں پہنچ گئے ہیں۔`,
  cancelled: (tournament, minPlayers, refunded) =>
    `PlayZone: ${clean(tournament)} منسوخ ہو گیا: ${minPlayers} سے کم کھلاڑیوں نے چیک ان کیا۔${refundUr(refunded)}`,
  voided: (tournament, refunded) =>
    `PlayZone: ${clean(tournament)} منتظمین نے منسوخ کر دیا ہے۔${refundUr(refunded)}`,
  noChampion: (tournament, refunded) =>
    `PlayZone: ${clean(tournament)} کسی فاتح کے بغیر ختم ہو گیا: آخری راؤنڈ میں کوئی کھلاڑی نہیں آیا۔ کوئی انعام نہیں دیا جائے گا۔${refundUr(refunded)}`,
  missed(tournament, match) {
    const what = match.thirdPlace ? 'تیسری پوزیشن کا میچ' : `راؤنڈ ${match.round}`;
    const head = `PlayZone: ${clean(tournament)}، ${what}:`;
    return match.both
      ? `${head} کوئی بھی کھلاڑی میچ میں نہیں آیا، اس لیے آپ دونوں باہر ہو گئے ہیں۔`
      : `${head} آپ اپنے میچ میں نہیں آئے، اس لیے آپ کا حریف نو شو کی بنیاد پر جیت گیا۔`;
  },
  place(tournament, place, prize) {
    const head =
      place === 1
        ? `PlayZone: مبارک ہو، آپ نے ${clean(tournament)} جیت لیا!`
        : `PlayZone: مبارک ہو، ${clean(tournament)} میں آپ کی ${place === 2 ? 'دوسری' : 'تیسری'} پوزیشن آئی!`;
    return prize ? `${head} ${prize} آپ کے والٹ میں جمع کر دیے گئے۔` : head;
  },
};

/** The templates of a language. */
export const smsIn = (language: SmsLanguage): SmsTemplates => (language === 'ur' ? SMS_UR : SMS);
