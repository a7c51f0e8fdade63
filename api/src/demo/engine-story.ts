import type { Clock } from '../lib/clock.ts';
import { outboxGateway } from '../lib/sms.ts';
import { setRoom } from '../operator/matches-repo.ts';
import {
  isCannonClash,
  smsLead,
  type EngineContext,
  type Match,
  type Tournament,
} from '../tournament-engine/common.ts';
import { recordPresence } from '../tournament-engine/results.ts';
import { SeedCache } from '../tournament-engine/seeds.ts';
import { advance } from '../tournament-engine/steps.ts';
import { DEFAULT_TIMING } from '../tournament-engine/timing.ts';
import type { DemoContext } from './context.ts';

// What the demo's engine-played tournaments share (ended-knockouts.ts, live-weekly.ts): a clock
// that stands at each moment of the story, the engine on the seed's transaction and that clock, and
// what the operator and the players do around a round (rooms, arriving, reporting).

export const MINUTE = 60_000;

/** The history's clock: it stands at the moment each step of the story happens. */
export class StoryClock implements Clock {
  at = 0;
  now(): Date {
    return new Date(this.at);
  }
}

/** The tournament engine writing in the seed's transaction, on the story's clock. */
export function storyEngine(ctx: DemoContext, clock: StoryClock): EngineContext {
  return {
    db: ctx.tx,
    clock,
    sms: outboxGateway(ctx.tx, clock),
    timeZone: ctx.timeZone,
    timing: DEFAULT_TIMING,
    log: () => {},
    seeds: new SeedCache(ctx.tx),
    dialect: ctx.dialect,
  };
}

/** The engine draws round 1 at its time, an hour before the start (and texts Cannon Clash players). */
export async function drawAtItsTime(engine: EngineContext, clock: StoryClock, t: Tournament) {
  clock.at = Date.parse(t.time_start as string) - engine.timing.drawLeadMs;
  await advance(engine, t.id);
}

/**
 * The tournament's current round up to its start: the operator sets an external game's rooms, the
 * engine sends the match SMS and starts the round. Returns the round's open matches and their time.
 */
export async function openRound(engine: EngineContext, clock: StoryClock, t: Tournament) {
  const round = Number(t.engine_round);
  const matches = await engine.db
    .selectFrom('tournament_matches')
    .selectAll()
    .where('tournament_id', '=', t.id)
    .where('round', '=', round)
    .where('status', '!=', 'finished')
    .orderBy('slot')
    .execute();
  const at = Date.parse(matches[0]?.scheduled_at as string);
  if (!isCannonClash(t)) {
    // An external game's rooms are the operator's, set before the match SMS.
    clock.at = at - 30 * MINUTE;
    for (const m of matches)
      await setRoom(engine.db, m.id, `${7_300_000 + t.id * 100 + m.id}`, `${round}${m.slot}`);
  }
  // The match SMS, then the start (Cannon Clash's SMS went out with the draw).
  for (const moment of [at - smsLead(engine.timing, t), at]) {
    clock.at = moment;
    await advance(engine, t.id);
  }
  return { round, matches, at };
}

export const playersOf = (m: Match) => [Number(m.player1_id), Number(m.player2_id)];

/** A player comes to the match: joins the Cannon Clash room, or enters the external game's Room ID. */
export async function arrive(engine: EngineContext, m: Match, player: number, cannon: boolean) {
  if (cannon) await recordPresence(engine, m.id, player);
  else await report(engine, m.id, player, 'checkin', null);
}

/** What the player's match calls write (tournament-engine/match-calls.ts). */
export async function report(
  engine: EngineContext,
  matchId: number,
  player: number,
  kind: 'checkin' | 'result',
  flag: 'winner' | 'loser' | null,
) {
  await engine.db
    .insertInto('match_reports')
    .values({
      match_id: matchId,
      subscriber_id: player,
      kind,
      result_flag: flag,
      created_at: engine.clock.now().toISOString(),
    })
    .execute();
}
