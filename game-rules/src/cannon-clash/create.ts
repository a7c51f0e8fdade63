import { toSeed } from '../random';
import { CC_DEFAULT_TIME_LIMIT_SECONDS, CC_TICK_HZ, CC_WORLD_WIDTH, TOWER_LAYOUT, sideY } from './constants';
import type { Cannon, MatchOptions, MatchState, PendingInput, Side, Tower } from './types';

export const NO_INPUT: PendingInput = { targetX: null, fire: false };

function cannon(side: Side): Cannon {
  const x = CC_WORLD_WIDTH / 2;
  return { side, x, targetX: x, cooldown: 0 };
}

function towersOf(side: Side): Tower[] {
  return TOWER_LAYOUT.map((t) => ({
    id: `${side}-${t.kind}`,
    side,
    kind: t.kind,
    x: t.x,
    y: sideY(side, t.y),
    radius: t.radius,
    hp: t.hp,
    maxHp: t.hp,
    cooldown: 0,
    destroyedAtTick: null,
  }));
}

export function createMatch(seed: number | string, options: MatchOptions = {}): MatchState {
  const s = toSeed(seed);
  const seconds = options.timeLimitSeconds ?? CC_DEFAULT_TIME_LIMIT_SECONDS;
  return {
    seed: s,
    tick: 0,
    timeLimitTicks: Math.max(1, Math.round(seconds * CC_TICK_HZ)),
    rngState: s,
    cannons: [cannon(0), cannon(1)],
    towers: [...towersOf(0), ...towersOf(1)],
    minions: [],
    nextMinionId: 1,
    pending: [NO_INPUT, NO_INPUT],
    status: 'playing',
    winner: null,
    winReason: null,
  };
}
