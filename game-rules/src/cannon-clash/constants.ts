import type { Side, TowerKind } from './types';

/** Server simulation rate. */
export const CC_TICK_HZ = 20;
/** Logical world, portrait; renderers scale it. */
export const CC_WORLD_WIDTH = 900;
export const CC_WORLD_HEIGHT = 1600;
export const CC_DEFAULT_TIME_LIMIT_SECONDS = 180;

export const CANNON_MIN_X = 60;
export const CANNON_MAX_X = CC_WORLD_WIDTH - 60;
/** World units per tick (600 units/s). */
export const CANNON_SPEED = 30;
export const CANNON_FIRE_COOLDOWN_TICKS = 30;
export const CANNON_Y_BOTTOM = 1530;

export const MAX_MINIONS_PER_SIDE = 12;
export const MINION_HP = 100;
export const MINION_RADIUS = 16;
/** World units per tick (90 units/s). */
export const MINION_SPEED = 4.5;
export const MINION_DAMAGE = 12;
export const MINION_ATTACK_TICKS = 10;
/** Gap between edges at which a minion can strike. */
export const MINION_REACH = 8;
/** Enemy minions closer than this (centre to centre) are fought before towers. */
export const MINION_AGGRO = 160;
export const MINION_SPAWN_OFFSET = 50;

export const TOWER_RANGE = 220;
export const TOWER_DAMAGE = 25;
export const TOWER_ATTACK_TICKS = 20;

interface TowerLayout {
  kind: TowerKind;
  x: number;
  /** y for side 0; side 1 is mirrored. */
  y: number;
  radius: number;
  hp: number;
}

export const TOWER_LAYOUT: readonly TowerLayout[] = [
  { kind: 'left', x: 180, y: 1360, radius: 50, hp: 800 },
  { kind: 'right', x: 720, y: 1360, radius: 50, hp: 800 },
  { kind: 'centre', x: 450, y: 1430, radius: 60, hp: 1200 },
];

/** Mirrors a side-0 y onto the given side. */
export function sideY(side: Side, y: number): number {
  return side === 0 ? y : CC_WORLD_HEIGHT - y;
}

export function otherSide(side: Side): Side {
  return side === 0 ? 1 : 0;
}

export function isSide(value: unknown): value is Side {
  return value === 0 || value === 1;
}
