import {
  CANNON_FIRE_COOLDOWN_TICKS,
  CANNON_SPEED,
  CANNON_Y_BOTTOM,
  MAX_MINIONS_PER_SIDE,
  MINION_HP,
  MINION_SPAWN_OFFSET,
  sideY,
} from './constants';
import { NO_INPUT } from './create';
import { resolveCombat } from './combat';
import { decideTiebreak } from './tiebreak';
import type { Cannon, MatchState, Minion, PendingInput } from './types';

function moveCannon(c: Cannon, input: PendingInput): Cannon {
  const targetX = input.targetX ?? c.targetX;
  const delta = Math.max(-CANNON_SPEED, Math.min(CANNON_SPEED, targetX - c.x));
  return { side: c.side, x: c.x + delta, targetX, cooldown: Math.max(0, c.cooldown - 1) };
}

/**
 * One fixed step (1/20 s): queued inputs move the cannons and fire minions, fighting resolves
 * simultaneously, then the match ends if a centre tower fell or the time limit was reached.
 */
export function step(state: MatchState): MatchState {
  if (state.status !== 'playing') return state;
  const { tick } = state;
  const minions: Minion[] = state.minions.slice();
  let nextMinionId = state.nextMinionId;
  const cannons = state.cannons.map((c) => {
    const input = state.pending[c.side];
    const moved = moveCannon(c, input);
    const count = minions.filter((m) => m.side === c.side).length;
    if (!input.fire || c.cooldown > 0 || count >= MAX_MINIONS_PER_SIDE) return moved;
    const y = sideY(c.side, CANNON_Y_BOTTOM - MINION_SPAWN_OFFSET);
    minions.push({ id: nextMinionId, side: c.side, x: moved.x, y, hp: MINION_HP, cooldown: 0 });
    nextMinionId += 1;
    moved.cooldown = CANNON_FIRE_COOLDOWN_TICKS;
    return moved;
  }) as [Cannon, Cannon];

  const fought = resolveCombat(minions, state.towers, tick);
  const next: MatchState = {
    ...state,
    tick: tick + 1,
    cannons,
    towers: fought.towers,
    minions: fought.minions,
    nextMinionId,
    pending: [NO_INPUT, NO_INPUT],
  };

  const fallen = next.towers.filter((t) => t.kind === 'centre' && t.hp <= 0);
  if (fallen.length === 1) {
    const loser = (fallen[0] as (typeof fallen)[number]).side;
    return { ...next, status: 'finished', winner: loser === 0 ? 1 : 0, winReason: 'centre-destroyed' };
  }
  if (fallen.length === 2 || next.tick >= next.timeLimitTicks) {
    const { winner, reason } = decideTiebreak(next);
    return { ...next, status: 'finished', winner, winReason: reason };
  }
  return next;
}
