import { loadTournament, type Tournament } from '../tournament-engine/common.ts';
import { withoutTurns } from '../tournament-engine/slices.ts';
import { advance } from '../tournament-engine/steps.ts';
import { TOURNAMENT_STATUS } from '../tournament-engine/timing.ts';
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
import { LIVE_WEEKLIES } from './tournaments.ts';

/**
 * Brings the demo's live weekly knockout through the tournament engine to the seed's moment, as
 * the ended ones are played (ended-knockouts.ts): the engine draws round 1 an hour before the
 * start; the operator sets the rooms; the engine texts the players and starts the round (LIVE).
 * Every player has entered their match's Room ID; in the first half of the matches both players
 * have reported the result (the better seed won), which the engine settles at the deadline, and
 * the rest are still being played. So the card, the bracket and the console's Matches show round 1
 * in play, and the running engine carries it on from there.
 */
export function playLiveWeeklies(ctx: DemoContext): Promise<void> {
  return withoutTurns(async () => {
    for (const k of LIVE_WEEKLIES) {
      await playUntilNow(ctx, (await loadTournament(ctx.tx, k.id)) as Tournament);
      const live = await loadTournament(ctx.tx, k.id);
      if (live?.engine_state !== 'running' || Number(live.status) !== TOURNAMENT_STATUS.inProgress)
        throw new Error(`The demo tournament '${k.name}' is not running its round 1`);
    }
  });
}

async function playUntilNow(ctx: DemoContext, t: Tournament): Promise<void> {
  const clock = new StoryClock();
  const engine = storyEngine(ctx, clock);
  await drawAtItsTime(engine, clock, t);
  const { matches, at } = await openRound(engine, clock, (await loadTournament(ctx.tx, t.id)) as Tournament);
  clock.at = at + 2 * MINUTE;
  for (const m of matches) for (const p of playersOf(m)) await arrive(engine, m, p, false);
  clock.at = at + 25 * MINUTE;
  for (const m of matches.slice(0, Math.ceil(matches.length / 2))) {
    // Player 1 is the better seed (the draw folds best against worst).
    const [better, worse] = playersOf(m) as [number, number];
    await report(engine, m.id, better, 'result', 'winner');
    await report(engine, m.id, worse, 'result', 'loser');
  }
  clock.at = ctx.now.getTime();
  await advance(engine, t.id);
}
