import type { Clock } from '../lib/clock.ts';
import { deliverPayouts, RecordingPayoutGateway } from '../lib/payouts.ts';
import { outboxGateway } from '../lib/sms.ts';
import { setRoom } from '../operator/matches-repo.ts';
import {
  deadlineAfter,
  isCannonClash,
  loadTournament,
  smsLead,
  type EngineContext,
  type Match,
  type Tournament,
} from '../tournament-engine/common.ts';
import { recordOne, recordPresence } from '../tournament-engine/results.ts';
import { SeedCache, type Seeds } from '../tournament-engine/seeds.ts';
import { withoutTurns } from '../tournament-engine/slices.ts';
import { advance } from '../tournament-engine/steps.ts';
import { DEFAULT_TIMING } from '../tournament-engine/timing.ts';
import type { DemoContext } from './context.ts';
import { ENDED_KNOCKOUTS } from './tournaments.ts';

const MINUTE = 60_000;

/** A match the worse seed won: its round and that seed. Every other match goes to the better seed. */
interface Upset {
  round: number;
  seed: number;
}

// How each ended tournament went. Seeds are check-in order: Ali Raza 1, Ayesha Khan 2, Hamza Sheikh
// 3, Fatima Noor 4 ... Sana Javed 12. Twelve players make four rounds: 6 matches, 3, then 1 and a
// bye (seed 1's), then the final; the semi-final's loser is third.
const UPSETS: Record<string, Upset[]> = {
  // Ayesha Khan wins the final against Ali Raza; Fatima Noor, who knocked Hamza Sheikh out, is third.
  'Free Fire Legends': [
    { round: 1, seed: 7 },
    { round: 2, seed: 4 },
    { round: 4, seed: 2 },
  ],
  // Ali Raza wins the final against Hamza Sheikh, who beat Ayesha Khan (third) in the semi-final.
  'Cannon Clash Season Opener': [
    { round: 1, seed: 9 },
    { round: 3, seed: 3 },
  ],
};

/** The history's clock: it stands at the moment each step of the story happens. */
class StoryClock implements Clock {
  at = 0;
  now(): Date {
    return new Date(this.at);
  }
}

/**
 * Plays the demo's ended knockouts through the tournament engine, inside the seed's transaction, on
 * a clock of their own: the engine draws round 1 an hour before the start and texts the players;
 * the players play (Cannon Clash's room records each result; in an external game the operator sets
 * the room and both players report, which settles the match at its deadline); the engine closes
 * each round and draws the next the day after, byes and all, and after the final pays the places
 * (credits or rupees, as the tournament's type says) and texts the winners. So the brackets, the
 * places, the ledger and the texts are the engine's own, at the times they happened.
 */
export function playEndedKnockouts(ctx: DemoContext): Promise<void> {
  return withoutTurns(() => playAll(ctx));
}

async function playAll(ctx: DemoContext): Promise<void> {
  const clock = new StoryClock();
  const engine: EngineContext = {
    db: ctx.tx,
    clock,
    sms: outboxGateway(ctx.tx, clock),
    timeZone: ctx.timeZone,
    timing: DEFAULT_TIMING,
    log: () => {},
    seeds: new SeedCache(ctx.tx),
    dialect: ctx.dialect,
  };
  for (const k of ENDED_KNOCKOUTS) {
    await playKnockout(engine, clock, k.id, UPSETS[k.name] ?? []);
    // Rupee prizes go out to the payout gateway when they are won.
    await deliverPayouts(ctx.tx, new RecordingPayoutGateway(), clock);
    const ended = await loadTournament(ctx.tx, k.id);
    if (ended?.engine_state !== 'finished' || Number(ended.status) !== k.status)
      throw new Error(`The demo tournament '${k.name}' did not end with a champion`);
    await ctx.tx
      .updateTable('tournaments')
      .set({ time_end: clock.now().toISOString() })
      .where('id', '=', k.id)
      .execute();
  }
}

async function playKnockout(engine: EngineContext, clock: StoryClock, id: number, upsets: Upset[]) {
  const t = await loadTournament(engine.db, id);
  clock.at = Date.parse(t?.time_start as string) - engine.timing.drawLeadMs;
  await advance(engine, id);
  // A round a day until the engine ends it (bounded: a knockout that stalls is caught by the caller).
  for (let rounds = 0; rounds < 32; rounds++) {
    const current = await loadTournament(engine.db, id);
    if (!current || (current.engine_state !== 'drawn' && current.engine_state !== 'running')) return;
    await playRound(engine, clock, current, upsets);
  }
}

/** The tournament's current round, from its SMS to the engine drawing the next one (or ending). */
async function playRound(engine: EngineContext, clock: StoryClock, t: Tournament, upsets: Upset[]) {
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
  const cannon = isCannonClash(t);
  if (!cannon) {
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
  const seeds = await engine.seeds.get(t.id, true);
  clock.at = at + 2 * MINUTE;
  for (const m of matches) for (const p of playersOf(m)) await arrive(engine, m, p, cannon);
  clock.at = at + 12 * MINUTE;
  for (const m of matches) {
    const winner = winnerOf(m, round, seeds, upsets);
    if (cannon) await recordOne(engine, m.id, winner, 'room');
    else
      for (const p of playersOf(m))
        await report(engine, m.id, p, 'result', p === winner ? 'winner' : 'loser');
  }
  // A room's results close the round at once; agreeing reports settle the matches at their deadline.
  if (!cannon) clock.at = at + deadlineAfter(engine.timing, t);
  await advance(engine, t.id);
}

const playersOf = (m: Match) => [Number(m.player1_id), Number(m.player2_id)];

function winnerOf(m: Match, round: number, seeds: Seeds, upsets: Upset[]): number {
  const [better, worse] = playersOf(m).sort((a, b) => seeds.of(a) - seeds.of(b)) as [number, number];
  return upsets.some((u) => u.round === round && u.seed === seeds.of(worse) + 1) ? worse : better;
}

/** A player comes to the match: joins the Cannon Clash room, or enters the external game's Room ID. */
async function arrive(engine: EngineContext, m: Match, player: number, cannon: boolean) {
  if (cannon) await recordPresence(engine, m.id, player);
  else await report(engine, m.id, player, 'checkin', null);
}

/** What the player's match calls write (tournament-engine/match-calls.ts). */
async function report(
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
