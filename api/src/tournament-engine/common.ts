import { randomInt } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Selectable } from 'kysely';
import type { DB, TournamentMatchesTable, TournamentsTable } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { formatRupees } from '../lib/money-wallet.ts';
import type { SmsGateway } from '../lib/sms.ts';
import type { PaidPrize } from './prizes.ts';
import type { MatchOutcome } from './rules.ts';
import type { SeedCache } from './seeds.ts';
import type { EngineTiming } from './timing.ts';

export type Tournament = Selectable<TournamentsTable>;
export type Match = Selectable<TournamentMatchesTable>;

/** How a match got its result (tournament_matches.result_source). */
export type ResultSource =
  'room' | 'operator' | 'reports' | 'no-show' | 'double-no-show' | 'abandoned' | 'bye' | 'void';

/** Rows one statement writes or reads at a time: a round of 25,000 matches is 50 short slices. */
export const CHUNK = 500;

/** What every engine step works with. */
export interface EngineContext {
  db: DB;
  clock: Clock;
  sms: SmsGateway;
  timeZone: string;
  timing: EngineTiming;
  log: (message: string, extra?: Record<string, unknown>) => void;
  seeds: SeedCache;
}

/**
 * Gives the event loop a turn between slices of work. better-sqlite3 answers synchronously, so a
 * chain of awaited queries alone would hold the loop until the whole step is done.
 */
export const pause = (): Promise<void> => nextTurn();

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

/** Subscribers' phones by id, read in chunks. */
export async function phonesOf(db: DB, ids: readonly number[]): Promise<Map<number, string>> {
  const phones = new Map<number, string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('subscribers')
      .select(['id', 'phone'])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) phones.set(Number(r.id), r.phone);
    if (i + CHUNK < ids.length) await pause();
  }
  return phones;
}

/** Texts each player once; a failed gateway is logged, never thrown (the step already happened). */
export async function tell(ctx: EngineContext, ids: readonly number[], body: string): Promise<void> {
  const phones = await phonesOf(ctx.db, ids);
  for (const id of ids) {
    const phone = phones.get(id);
    if (phone) await sendSafely(ctx, phone, body);
  }
}

export async function sendSafely(ctx: EngineContext, phone: string, body: string): Promise<void> {
  try {
    await ctx.sms.send(phone, body);
  } catch (err) {
    ctx.log('sms failed', { err });
  }
}

/** '1000 credits' or 'Rs 5,000': a paid prize as an SMS states it. */
export function describePrize(p: PaidPrize): string {
  return p.currency === 'rupees' ? formatRupees(p.amount) : `${p.amount} credits`;
}
