import { deliverPayouts, RecordingPayoutGateway } from '../lib/payouts.ts';
import {
  deadlineAfter,
  isCannonClash,
  loadTournament,
  type EngineContext,
  type Match,
  type Tournament,
} from '../tournament-engine/common.ts';
import { recordOne } from '../tournament-engine/results.ts';
import type { Seeds } from '../tournament-engine/seeds.ts';
import { withoutTurns } from '../tournament-engine/slices.ts';
import { advance } from '../tournament-engine/steps.ts';
import type { DemoContext } from './context.ts';
import {
  arrive,
  drawAtItsTime,
  MINUTE,
  openRound,
  playersOf,
  report,
  StoryClock,
  storyEngine,
} from './engine-story.ts';
import { ENDED_KNOCKOUTS } from './tournaments.ts';

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
  const engine = storyEngine(ctx, clock);
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
  await drawAtItsTime(engine, clock, (await loadTournament(engine.db, id)) as Tournament);
  // A round a day until the engine ends it (bounded: a knockout that stalls is caught by the caller).
  for (let rounds = 0; rounds < 32; rounds++) {
    const current = await loadTournament(engine.db, id);
    if (!current || (current.engine_state !== 'drawn' && current.engine_state !== 'running')) return;
    await playRound(engine, clock, current, upsets);
  }
}

/** The tournament's current round, from its SMS to the engine drawing the next one (or ending). */
async function playRound(engine: EngineContext, clock: StoryClock, t: Tournament, upsets: Upset[]) {
  const { round, matches, at } = await openRound(engine, clock, t);
  const cannon = isCannonClash(t);
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

function winnerOf(m: Match, round: number, seeds: Seeds, upsets: Upset[]): number {
  const [better, worse] = playersOf(m).sort((a, b) => seeds.of(a) - seeds.of(b)) as [number, number];
  return upsets.some((u) => u.round === round && u.seed === seeds.of(worse) + 1) ? worse : better;
}
