import type { Selectable } from 'kysely';
import { limits } from '@portal/contracts/rules';
import type { DB, TournamentsTable } from '../db/schema.ts';
import { MESSAGES, badRequest, notFound } from '../lib/errors.ts';
import { prizesMatchType, type PrizeKind } from '../tournament-engine/rules.ts';
import { urduColumn } from './urdu-text.ts';

// Tournaments as staff see and edit them. Scheduling, draws, results and refunds belong to the
// tournament engine; this file only reads rows and writes the fields staff set.

type Row = Selectable<TournamentsTable>;
export type TournamentRow = Row;

export const toTournament = (t: Row) => ({
  id: Number(t.id),
  name: t.name,
  nameUr: t.name_ur,
  gameId: t.game_id === null ? null : Number(t.game_id),
  gameName: t.game_name,
  platform: t.platform,
  esl: Number(t.is_esl) === 1,
  status: Number(t.status),
  isRunning: Number(t.is_running) === 1,
  engineState: t.engine_state,
  prize: Number(t.prize),
  secondPrize: Number(t.second_prize),
  thirdPrize: Number(t.third_prize),
  entryFee: Number(t.entry_fee),
  tournType: t.tourn_type,
  prizeCurrency: t.prize_currency,
  thirdPlace: t.third_place,
  uidCheck: Number(t.uid_check) === 1,
  rules: t.rules,
  timeStart: t.time_start,
  timeEnd: t.time_end,
  createdAt: t.created_at,
});

export async function tournamentRow(db: DB, id: number): Promise<Row> {
  const t = await db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t) throw notFound(MESSAGES.TOURNAMENT_NOT_FOUND);
  return t;
}

export async function listTournaments(db: DB, q: { status?: number[]; limit: number; offset: number }) {
  let query = db.selectFrom('tournaments').selectAll();
  if (q.status?.length) query = query.where('status', 'in', q.status);
  const rows = await query
    .orderBy('time_start', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return rows.map(toTournament);
}

export async function tournamentDetail(db: DB, id: number) {
  const t = await tournamentRow(db, id);
  const totals = await db
    .selectFrom('tournament_totals')
    .select(['registrations', 'checkins'])
    .where('tournament_id', '=', id)
    .executeTakeFirst();
  return {
    ...toTournament(t),
    registrations: Number(totals?.registrations ?? 0),
    checkins: Number(totals?.checkins ?? 0),
  };
}

export interface TournamentFields {
  name?: string;
  nameUr?: string | null;
  gameId?: number;
  esl?: boolean;
  timeStart?: string;
  timeEnd?: string;
  prize?: number;
  secondPrize?: number;
  thirdPrize?: number;
  entryFee?: number;
  uidCheck?: boolean;
  tournType?: 'Credits' | 'Cash';
  prizeCurrency?: 'credits' | 'rupees';
  thirdPlace?: 'match' | 'shared';
  platform?: string;
  rules?: string;
}

async function gameOf(db: DB, id: number) {
  const game = await db.selectFrom('games').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!game) throw notFound(MESSAGES.GAME_NOT_FOUND);
  return game;
}

/**
 * The tournament type and prize currency an edit leaves (or a new tournament has): one given
 * alone brings the other along; both given must agree with each other (rule 10), else 400.
 */
export function prizeKindOf(f: TournamentFields, current?: Row): PrizeKind {
  const type = f.tournType ?? (f.prizeCurrency ? (f.prizeCurrency === 'rupees' ? 'Cash' : 'Credits') : null);
  const currency = f.prizeCurrency ?? (f.tournType ? (f.tournType === 'Cash' ? 'rupees' : 'credits') : null);
  const kind = {
    tourn_type: type ?? current?.tourn_type ?? 'Credits',
    prize_currency: currency ?? current?.prize_currency ?? 'credits',
  };
  if (!prizesMatchType(kind)) throw badRequest(MESSAGES.PRIZES_NOT_TOURNAMENT_TYPE);
  return kind;
}

const DAY_MS = 86_400_000;
const MAX_LENGTH_MS = limits.tournamentLengthDaysMax * DAY_MS;

/**
 * A start staff give (a new tournament's, or a move before its start): in the future, or the engine
 * would cancel the tournament at once, and within a year. Checked by the routes, which know the
 * clock; the end and the prizes are checked in `columnsOf`, which knows the stored row.
 */
export function checkStart(timeStart: string, now: Date): void {
  const at = Date.parse(timeStart);
  if (at <= now.getTime()) throw badRequest(MESSAGES.TIME_START_PAST);
  if (at > now.getTime() + limits.tournamentStartAheadDaysMax * DAY_MS) {
    throw badRequest(MESSAGES.TIME_START_TOO_FAR);
  }
}

/** 1st >= 2nd >= 3rd, each prize the one given or else the stored one (none stored: 0). */
function checkPrizeOrder(f: TournamentFields, current?: Row): void {
  const first = f.prize ?? Number(current?.prize ?? 0);
  const second = f.secondPrize ?? Number(current?.second_prize ?? 0);
  const third = f.thirdPrize ?? Number(current?.third_prize ?? 0);
  if (second > first) throw badRequest(MESSAGES.SECOND_PRIZE_OVER_FIRST);
  if (third > second) throw badRequest(MESSAGES.THIRD_PRIZE_OVER_SECOND);
}

/** The columns for the fields given; times checked (an end after its start), prizes in order. */
export async function columnsOf(db: DB, f: TournamentFields, current?: Row) {
  const start = f.timeStart
    ? new Date(f.timeStart)
    : current?.time_start
      ? new Date(current.time_start)
      : null;
  // Without an end a new tournament runs three hours, like the demo ones.
  const end = f.timeEnd
    ? new Date(f.timeEnd)
    : !current && start
      ? new Date(start.getTime() + 3 * 3_600_000)
      : current?.time_end
        ? new Date(current.time_end)
        : null;
  if (start && end && end <= start) throw badRequest(MESSAGES.TIME_END_BEFORE_START);
  // The length and the prize order hold a new tournament and an edit of its times or prizes; a row
  // stored before these rules can still be renamed, ended or cancelled as it is.
  const timesGiven = !current || f.timeStart !== undefined || f.timeEnd !== undefined;
  if (timesGiven && start && end && end.getTime() - start.getTime() > MAX_LENGTH_MS) {
    throw badRequest(MESSAGES.TIME_END_TOO_FAR);
  }
  const prizesGiven =
    !current || f.prize !== undefined || f.secondPrize !== undefined || f.thirdPrize !== undefined;
  if (prizesGiven) checkPrizeOrder(f, current);
  const kind = prizeKindOf(f, current);
  const game = f.gameId !== undefined ? await gameOf(db, f.gameId) : null;
  const name = f.name?.trim();
  if (f.name !== undefined && !name) throw badRequest(MESSAGES.NAME_REQUIRED);
  return {
    ...(name ? { name } : {}),
    ...(f.nameUr !== undefined ? { name_ur: urduColumn(f.nameUr, 'nameUr') } : {}),
    ...(game ? { game_id: game.id, game_name: game.name } : {}),
    ...(f.esl !== undefined ? { is_esl: f.esl ? 1 : 0 } : {}),
    ...(f.timeStart || !current ? { time_start: start?.toISOString() ?? null } : {}),
    ...(f.timeEnd || (!current && end) ? { time_end: end?.toISOString() ?? null } : {}),
    ...(f.prize !== undefined ? { prize: f.prize } : {}),
    ...(f.secondPrize !== undefined ? { second_prize: f.secondPrize } : {}),
    ...(f.thirdPrize !== undefined ? { third_prize: f.thirdPrize } : {}),
    ...(f.entryFee !== undefined ? { entry_fee: f.entryFee } : {}),
    ...(f.uidCheck !== undefined ? { uid_check: f.uidCheck ? 1 : 0 } : {}),
    ...(f.tournType || f.prizeCurrency || !current ? kind : {}),
    ...(f.thirdPlace ? { third_place: f.thirdPlace } : {}),
    ...(f.platform?.trim() ? { platform: f.platform.trim() } : {}),
    ...(f.rules !== undefined ? { rules: f.rules.trim() || null } : {}),
  };
}

export async function insertTournament(
  db: DB,
  f: TournamentFields & { name: string; gameId: number; timeStart: string; prize: number; esl: boolean },
  at: string,
) {
  const cols = await columnsOf(db, f);
  const row = await db
    .insertInto('tournaments')
    .values({
      thumbnail: null,
      banner: null,
      platform: 'Mobile',
      status: 1,
      is_running: 0,
      second_prize: 0,
      third_prize: 0,
      entry_fee: 0,
      uid_check: 0,
      created_at: at,
      engine_state: null,
      engine_round: null,
      ...(cols as Required<
        Pick<
          typeof cols,
          'name' | 'game_id' | 'game_name' | 'is_esl' | 'prize' | 'tourn_type' | 'prize_currency'
        >
      >),
      time_start: cols.time_start ?? null,
      time_end: cols.time_end ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const namePattern = (name: string) => `%${name.replace(/[%_\\]/g, '').slice(0, 20)}%`;

/** Texts to the tournament's players since it was created that name it (the engine's SMS do). */
export async function tournamentSms(db: DB, t: Row) {
  const rows = await db
    .selectFrom('sms_outbox as o')
    .innerJoin('subscribers as s', 's.phone', 'o.phone')
    .innerJoin('tournament_entries as e', 'e.subscriber_id', 's.id')
    .select([
      'o.id',
      'o.phone',
      'o.body',
      'o.status',
      'o.attempts',
      'o.last_error',
      'o.created_at',
      'o.sent_at',
    ])
    .where('e.tournament_id', '=', t.id)
    .where('o.created_at', '>=', t.created_at)
    // Texts in Urdu name it by its Urdu name when it has one.
    .where((eb) =>
      eb.or([t.name, t.name_ur].filter((n) => n).map((n) => eb('o.body', 'like', namePattern(n as string)))),
    )
    .orderBy('o.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    phone: r.phone,
    body: r.body,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
}

/** Writes the fields staff changed (and the status and running flag when given). */
export async function updateTournament(
  db: DB,
  id: number,
  cols: Awaited<ReturnType<typeof columnsOf>>,
  flags: { status?: number; is_running?: number },
): Promise<void> {
  await db
    .updateTable('tournaments')
    .set({
      ...cols,
      ...(flags.status !== undefined ? { status: flags.status } : {}),
      ...(flags.is_running !== undefined ? { is_running: flags.is_running } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Ends a tournament whose results staff give by hand; false when it had ended already (only one
 * call can end it).
 */
export async function endByHand(
  db: DB,
  t: { id: number; is_esl: number; engine_state: string | null },
  statuses: { ended: number; endedEsl: number },
): Promise<boolean> {
  const ended = await db
    .updateTable('tournaments')
    .set({
      status: t.is_esl ? statuses.endedEsl : statuses.ended,
      is_running: 0,
      engine_state: t.engine_state === null ? null : 'finished',
    })
    .where('id', '=', t.id)
    .where('status', '<', statuses.ended)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) === 1;
}
