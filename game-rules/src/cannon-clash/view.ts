import type { CannonTowerView } from '@portal/contracts';
import { CANNON_Y_BOTTOM, CC_TICK_HZ, CC_WORLD_HEIGHT, CC_WORLD_WIDTH, sideY } from './constants';
import { isTowerAttackable } from './towers';
import type { MatchState, MatchStatus, Side, TowerKind, WinReason } from './types';

export interface CannonView {
  side: Side;
  x: number;
  y: number;
  /** True for the viewer's own cannon (drawn with the 'YOU' label). */
  you: boolean;
  reloadTicks: number;
}

/** The room protocol's tower view (one definition, in the contracts), with the rules' side type. */
export interface TowerView extends CannonTowerView {
  side: Side;
  kind: TowerKind;
}

export interface MinionView {
  id: number;
  side: Side;
  x: number;
  y: number;
  hp: number;
}

export interface MatchSnapshot {
  tick: number;
  remainingSeconds: number;
  status: MatchStatus;
  winner: Side | null;
  winReason: WinReason | null;
  cannons: CannonView[];
  towers: TowerView[];
  minions: MinionView[];
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

/**
 * What a renderer needs, in world coordinates; with `viewer` given, the picture is turned
 * 180 degrees for side 1 so every player sees their own cannon at the bottom.
 */
export function snapshot(state: MatchState, viewer: Side | null = null): MatchSnapshot {
  const flip = viewer === 1;
  // Positions to 0.1 unit: plenty for drawing, and far shorter on the wire than full doubles.
  const fx = (x: number): number => round1(flip ? CC_WORLD_WIDTH - x : x);
  const fy = (y: number): number => round1(flip ? CC_WORLD_HEIGHT - y : y);
  return {
    tick: state.tick,
    remainingSeconds: Math.max(0, Math.ceil((state.timeLimitTicks - state.tick) / CC_TICK_HZ)),
    status: state.status,
    winner: state.winner,
    winReason: state.winReason,
    cannons: state.cannons.map((c) => ({
      side: c.side,
      x: fx(c.x),
      y: fy(sideY(c.side, CANNON_Y_BOTTOM)),
      you: viewer === c.side,
      reloadTicks: c.cooldown,
    })),
    towers: state.towers.map((t) => ({
      id: t.id,
      side: t.side,
      kind: t.kind,
      x: fx(t.x),
      y: fy(t.y),
      radius: t.radius,
      hp: t.hp,
      maxHp: t.maxHp,
      destroyed: t.hp <= 0,
      attackable: isTowerAttackable(state.towers, t),
    })),
    minions: state.minions.map((m) => ({ id: m.id, side: m.side, x: fx(m.x), y: fy(m.y), hp: m.hp })),
  };
}

/** Turns a drag position in the viewer's picture back into the world x the input carries. */
export function viewXToWorldX(viewer: Side, viewX: number): number {
  return viewer === 1 ? CC_WORLD_WIDTH - viewX : viewX;
}
