import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DialectName } from '../db/connect.ts';
import type { DB, TournamentMatchesTable, TournamentsTable } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { formatRupees } from '../lib/money-wallet.ts';
import { sendAll, smsLanguage, type SmsGateway, type SmsLanguage } from '../lib/sms.ts';
import type { PaidPrize } from './prizes.ts';
import type { MatchOutcome } from './rules.ts';
import type { SeedCache } from './seeds.ts';
import { Batcher, inBatches } from './slices.ts';
import type { EngineTiming } from './timing.ts';

export type Tournament = Selectable<TournamentsTable>;
export type Match = Selectable<TournamentMatchesTable>;

/** How a match got its result (tournament_matches.result_source). */
export type ResultSource =
  'room' | 'operator' | 'reports' | 'no-show' | 'double-no-show' | 'abandoned' | 'bye' | 'void';

export { pause, turn } from './slices.ts';

/** What every engine step works with. */
export interface EngineContext {
  db: DB;
  clock: Clock;
  sms: SmsGateway;
  timeZone: string;
  timing: EngineTiming;
  log: (message: string, extra?: Record<string, unknown>) => void;
  seeds: SeedCache;
  dialect: DialectName;
}

export const toOutcome = (m: Match): MatchOutcome => ({
  player1: Number(m.player1_id),
  player2: m.player2_id === null ? null : Number(m.player2_id),
  winner: m.winner_id === null ? null : Number(m.winner_id),
  kind: m.kind ?? null,
});

const ROOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CANNON_GAME = 'cannon clash';

export function newRoomId(): string {
  let id = 'PZ-';
  for (let i = 0; i < 6; i++) id += ROOM_ALPHABET[randomInt(ROOM_ALPHABET.length)];
  return id;
}

export const isCannonClash = (t: Pick<Tournament, 'game_name'>) =>
  t.game_name.trim().toLowerCase() === CANNON_GAME;

/** How long before a match its SMS goes out (and its room opens). */
export const smsLead = (timing: EngineTiming, t: Pick<Tournament, 'game_name'>): number =>
  isCannonClash(t) ? timing.cannonSmsLeadMs : timing.externalSmsLeadMs;

/** How long after its time a match still open is settled from presence. */
export const deadlineAfter = (timing: EngineTiming, t: Pick<Tournament, 'game_name'>): number =>
  isCannonClash(t) ? timing.cannonDeadlineMs : timing.externalDeadlineMs;

/** The next day at the same time; later days if that slot is already too close for the SMS. */
export function nextRoundAt(ctx: EngineContext, t: Tournament, round: number): number {
  const start = Date.parse(t.time_start as string);
  const now = ctx.clock.now().getTime();
  const lead = smsLead(ctx.timing, t);
  let k = round;
  while (start + k * ctx.timing.roundIntervalMs - lead < now) k++;
  return start + k * ctx.timing.roundIntervalMs;
}

export async function loadTournament(db: DB, id: number): Promise<Tournament | undefined> {
  return db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Subscribers' phones by id, read in batches with turns for the event loop between them. */
export async function phonesOf(
  db: DB,
  ids: readonly number[],
  batcher = new Batcher(),
): Promise<Map<number, string>> {
  const phones = new Map<number, string>();
  await inBatches(ids, batcher, async (batch) => {
    const rows = await db
      .selectFrom('subscribers')
      .select(['id', 'phone'])
      .where('id', 'in', batch)
      .execute();
    for (const r of rows) phones.set(Number(r.id), r.phone);
  });
  return phones;
}

export interface Contact {
  phone: string;
  language: SmsLanguage;
}

/** Subscribers' phones and text languages by id, read in batches like phonesOf. */
export async function contactsOf(
  db: DB,
  ids: readonly number[],
  batcher = new Batcher(),
): Promise<Map<number, Contact>> {
  const contacts = new Map<number, Contact>();
  await inBatches(ids, batcher, async (batch) => {
    const rows = await db
      .selectFrom('subscribers')
      .select(['id', 'phone', 'language'])
      .where('id', 'in', batch)
      .execute();
    for (const r of rows) contacts.set(Number(r.id), { phone: r.phone, language: smsLanguage(r.language) });
  });
  return contacts;
}

/**
 * Texts each player once, in their language, in batches (one outbox insert each); a failed gateway
 * is logged, never thrown (the step already happened).
 */
export async function tell(
  ctx: EngineContext,
  ids: readonly number[],
  body: (language: SmsLanguage) => string,
): Promise<void> {
  const contacts = await contactsOf(ctx.db, ids);
  const bodies = new Map<SmsLanguage, string>();
  const bodyIn = (language: SmsLanguage) => {
    let text = bodies.get(language);
    if (text === undefined) bodies.set(language, (text = body(language)));
    return text;
  };
  const messages = ids.flatMap((id) => {
    const c = contacts.get(id);
    return c ? [{ phone: c.phone, body: bodyIn(c.language) }] : [];
  });
  await inBatches(messages, new Batcher(), async (batch) => {
    // A gateway without batches gets the texts one by one, each failure on its own.
    if (!ctx.sms.sendMany) {
      for (const m of batch) await sendSafely(ctx, m.phone, m.body);
      return;
    }
    try {
      await sendAll(ctx.sms, batch);
    } catch (err) {
      ctx.log('sms failed', { err });
    }
  });
}

export async function sendSafely(ctx: EngineContext, phone: string, body: string): Promise<void> {
  try {
    await ctx.sms.send(phone, body);
  } catch (err) {
    ctx.log('sms failed', { err });
  }
}

/** '1000 credits' or 'Rs 5,000' ('1000 کریڈٹس', '5,000 روپے' in Urdu): a paid prize as an SMS states it. */
export function describePrize(p: PaidPrize, language: SmsLanguage = 'en'): string {
  if (language === 'ur')
    return p.currency === 'rupees'
      ? `${formatRupees(p.amount).replace(/^Rs /, '')} روپے`
      : `${p.amount} کریڈٹس`;
  return p.currency === 'rupees' ? formatRupees(p.amount) : `${p.amount} credits`;
}
