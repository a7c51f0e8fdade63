import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { MESSAGES, badRequest, conflict } from './errors.ts';
import { judgeAimPass, judgePuzzlePass, machineConsistent } from './fair-play.ts';
import { move } from './ledger.ts';
import { inTransaction } from '../db/transaction.ts';

export const AIM_TRAIN = 'aim-train';
export const PLAYED_TODAY = MESSAGES.PLAYED_TODAY.message;
export const AIM_PASS_NEEDS_REPLAY = MESSAGES.AIM_PASS_NEEDS_REPLAY.message;
export const AIM_REPLAY_WRONG_SEED = MESSAGES.AIM_REPLAY_WRONG_SEED.message;
export const AIM_RESTARTED = MESSAGES.AIM_RESTARTED.message;
export const AIM_NOT_BEGUN = MESSAGES.AIM_NOT_BEGUN.message;
export const START_FIRST = MESSAGES.START_FIRST.message;
export const PUZZLE_START_FIRST = MESSAGES.PUZZLE_START_FIRST.message;

/** One subscriber's play of one level on one day (the table's unique key). */
export const playKey = (subscriberId: number, gameId: number, level: number, day: string) => ({
  subscriber_id: subscriberId,
  game_id: gameId,
  level,
  day,
});
export type PlayKey = ReturnType<typeof playKey>;

export const fail = (db: DB, play: PlayKey, now: string) =>
  db
    .updateTable('level_plays')
    .set({ result: '0', reported_at: now })
    .where((eb) => eb.and(play))
    .where('result', 'is', null)
    .execute();

export interface ResultBody {
  game_unique_id: string;
  game_level: number;
  is_passed: '1' | '0';
  replay?: { seed: number; inputs: { tick: number; x: number; y: number }[] };
  moves?: number[];
}

const credit = (tx: DB, play: PlayKey, b: ResultBody, prize: number, at: string) =>
  move(tx, {
    subscriberId: play.subscriber_id,
    delta: prize,
    reason: 'game-level',
    refKey: `level:${b.game_unique_id}:${b.game_level}:${play.day}`,
    at,
  }).then((ok) => (ok ? prize : 0));

/**
 * An Aim Train result closes the begun play. A pass is believed only when its replay is of the
 * issued seed, passes when re-simulated, fits in the time since the level began and looks like a
 * person's; a pass refused on any of these closes the play as failed (the day's attempt is spent), so
 * a client cannot send replay after replay of one issued seed until one passes.
 */
export async function aimResult(
  app: FastifyInstance,
  play: PlayKey,
  b: ResultBody,
  prize: number,
): Promise<number> {
  const now = app.nowIso();
  const open = await app.db
    .selectFrom('level_plays')
    .select(['seed', 'began_at'])
    .where((eb) => eb.and(play))
    .where('result', 'is', null)
    .executeTakeFirst();
  if (!open) throw conflict(MESSAGES.START_FIRST);
  let stats: { reaction_mean_ms: number; reaction_sd_ms: number } | null = null;
  if (b.is_passed === '1') {
    if (!b.replay) throw badRequest(MESSAGES.AIM_PASS_NEEDS_REPLAY);
    if (open.seed != null && Number(open.seed) !== b.replay.seed)
      throw badRequest(MESSAGES.AIM_REPLAY_WRONG_SEED);
    if (!open.began_at) throw conflict(MESSAGES.AIM_NOT_BEGUN);
    const elapsed = app.clock.now().getTime() - Date.parse(open.began_at);
    const judged = judgeAimPass(play.level, b.replay, elapsed);
    let problem = judged.problem;
    if (!problem) {
      const previous = await app.db
        .selectFrom('level_plays')
        .select('reaction_mean_ms')
        .where('subscriber_id', '=', play.subscriber_id)
        .where('game_id', '=', play.game_id)
        .where('result', '=', '1')
        .where('reaction_mean_ms', 'is not', null)
        .orderBy('reported_at', 'desc')
        .limit(3)
        .execute();
      if (
        machineConsistent(
          previous.map((p) => Number(p.reaction_mean_ms)),
          judged.meanMs,
        )
      )
        problem = MESSAGES.NOT_HUMAN;
    }
    if (problem) {
      await fail(app.db, play, now);
      throw badRequest(problem);
    }
    stats = { reaction_mean_ms: Math.round(judged.meanMs), reaction_sd_ms: Math.round(judged.sdMs) };
  }
  return inTransaction(app.db, async (tx) => {
    const updated = await tx
      .updateTable('level_plays')
      .set({ result: b.is_passed, reported_at: now, ...stats })
      .where((eb) => eb.and(play))
      .where('result', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict(MESSAGES.START_FIRST);
    return b.is_passed === '1' ? credit(tx, play, b, prize, now) : 0;
  });
}

/**
 * A Puzzle Mania result takes the board issued at play-start (once: the seed is cleared). A pass
 * carries its moves, replayed on that board, and comes no sooner than a person could tap them
 * (refused, the board stays in play); a failure keeps an earlier pass of the day.
 */
export async function puzzleResult(
  app: FastifyInstance,
  play: PlayKey,
  b: ResultBody,
  prize: number,
): Promise<number> {
  const now = app.nowIso();
  const passed = b.is_passed === '1';
  const open = await app.db
    .selectFrom('level_plays')
    .select(['seed', 'started_at'])
    .where((eb) => eb.and(play))
    .where('seed', 'is not', null)
    .executeTakeFirst();
  if (!open) throw conflict(MESSAGES.PUZZLE_START_FIRST);
  if (passed) {
    if (!b.moves) throw badRequest(MESSAGES.PUZZLE_NEEDS_MOVES);
    const elapsed = app.clock.now().getTime() - Date.parse(open.started_at);
    const problem = judgePuzzlePass(play.level, Number(open.seed), b.moves, elapsed);
    if (problem) throw badRequest(problem);
  }
  return inTransaction(app.db, async (tx) => {
    const taken = await tx
      .updateTable('level_plays')
      .set({ seed: null, reported_at: now, result: passed ? '1' : sql<string>`coalesce(result, '0')` })
      .where((eb) => eb.and(play))
      .where('seed', '=', Number(open.seed))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw conflict(MESSAGES.PUZZLE_START_FIRST);
    return passed ? credit(tx, play, b, prize, now) : 0;
  });
}
