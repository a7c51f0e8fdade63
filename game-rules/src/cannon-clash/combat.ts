import {
  CC_WORLD_WIDTH,
  MINION_AGGRO,
  MINION_ATTACK_TICKS,
  MINION_DAMAGE,
  MINION_RADIUS,
  MINION_REACH,
  MINION_SPEED,
  TOWER_ATTACK_TICKS,
  TOWER_DAMAGE,
  TOWER_RANGE,
  otherSide,
} from './constants';
import { nearest } from './geometry';
import { attackableTowersOf, isAlive, isTowerAttackable } from './towers';
import type { Minion, Tower } from './types';

/** Damage dealt this tick, keyed by minion id or tower id. */
interface DamageBook {
  minions: Map<number, number>;
  towers: Map<string, number>;
}

function add<K>(map: Map<K, number>, key: K, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}

// Explicit literals rather than spreads: this is the hot loop of every room (see bench/).
function minionAt(m: Minion, x: number, y: number, cooldown: number): Minion {
  return { id: m.id, side: m.side, x, y, hp: m.hp, cooldown };
}

function towerWith(t: Tower, cooldown: number): Tower {
  return {
    id: t.id,
    side: t.side,
    kind: t.kind,
    x: t.x,
    y: t.y,
    radius: t.radius,
    hp: t.hp,
    maxHp: t.maxHp,
    cooldown,
    destroyedAtTick: t.destroyedAtTick,
  };
}

/**
 * Plans one minion's tick from the positions at the start of the tick: fight the nearest enemy
 * minion within aggro range, else head for the nearest attackable enemy tower; strike when in
 * reach and off cooldown, otherwise walk towards the target (stopping at reach).
 */
function planMinion(
  m: Minion,
  enemies: readonly Minion[],
  enemyTowers: readonly Tower[],
  book: DamageBook,
): Minion {
  const foe = nearest(m, enemies, MINION_AGGRO);
  const tower = foe ? null : nearest(m, enemyTowers);
  const target = foe ?? tower;
  const cooldown = m.cooldown > 0 ? m.cooldown - 1 : 0;
  if (!target) return minionAt(m, m.x, m.y, cooldown);
  const reach = MINION_RADIUS + (tower ? tower.radius : MINION_RADIUS) + MINION_REACH;
  const dx = target.x - m.x;
  const dy = target.y - m.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d <= reach) {
    if (m.cooldown > 0) return minionAt(m, m.x, m.y, cooldown);
    if (foe) add(book.minions, foe.id, MINION_DAMAGE);
    else if (tower) add(book.towers, tower.id, MINION_DAMAGE);
    return minionAt(m, m.x, m.y, MINION_ATTACK_TICKS);
  }
  const move = Math.min(MINION_SPEED, d - reach);
  return minionAt(m, m.x + (dx / d) * move, m.y + (dy / d) * move, cooldown);
}

function planTower(t: Tower, enemies: readonly Minion[], book: DamageBook): Tower {
  if (!isAlive(t)) return towerWith(t, 0);
  if (t.cooldown > 0) return towerWith(t, t.cooldown - 1);
  const foe = nearest(t, enemies, TOWER_RANGE);
  if (!foe) return towerWith(t, 0);
  add(book.minions, foe.id, TOWER_DAMAGE);
  return towerWith(t, TOWER_ATTACK_TICKS);
}

/**
 * Pushes overlapping minions of the same side apart (half the overlap each), so a stream fired
 * from one spot spreads into a crowd instead of a single stacked sprite. Exactly coincident
 * minions split along x by id order. Mutates the fresh objects of this tick only.
 */
function separate(minions: Minion[]): void {
  const min = 2 * MINION_RADIUS;
  for (let i = 0; i < minions.length; i += 1) {
    const a = minions[i] as Minion;
    for (let j = i + 1; j < minions.length; j += 1) {
      const b = minions[j] as Minion;
      if (a.side !== b.side) continue;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d2 = dx * dx + dy * dy;
      if (d2 >= min * min) continue;
      const d = Math.sqrt(d2);
      const push = (min - d) / 2;
      const ux = d > 0 ? dx / d : 1;
      const uy = d > 0 ? dy / d : 0;
      a.x = clampX(a.x - ux * push);
      a.y -= uy * push;
      b.x = clampX(b.x + ux * push);
      b.y += uy * push;
    }
  }
}

function clampX(x: number): number {
  return Math.min(CC_WORLD_WIDTH - MINION_RADIUS, Math.max(MINION_RADIUS, x));
}

/**
 * Resolves one tick of fighting simultaneously: every minion and tower decides from the same
 * start-of-tick picture, then all damage lands at once, so neither side gains by update order.
 * Inputs are not modified; the returned minions and towers are fresh objects.
 */
export function resolveCombat(
  minions: readonly Minion[],
  towers: readonly Tower[],
  tick: number,
): { minions: Minion[]; towers: Tower[] } {
  const book: DamageBook = { minions: new Map(), towers: new Map() };
  const bySide: [Minion[], Minion[]] = [[], []];
  for (const m of minions) bySide[m.side].push(m);
  const open: [Tower[], Tower[]] = [attackableTowersOf(towers, 0), attackableTowersOf(towers, 1)];

  const nextMinions: Minion[] = [];
  for (const m of minions) {
    const enemy = otherSide(m.side);
    nextMinions.push(planMinion(m, bySide[enemy], open[enemy], book));
  }
  const nextTowers = towers.map((t) => planTower(t, bySide[otherSide(t.side)], book));

  separate(nextMinions);
  for (const m of nextMinions) m.hp -= book.minions.get(m.id) ?? 0;
  // Attackability is judged on the start-of-tick towers: a centre opens the tick after its
  // second side tower falls.
  nextTowers.forEach((t, i) => {
    const dmg = book.towers.get(t.id) ?? 0;
    if (dmg <= 0 || !isTowerAttackable(towers, towers[i] as Tower)) return;
    t.hp = Math.max(0, t.hp - dmg);
    if (t.hp === 0) t.destroyedAtTick = tick;
  });
  return { minions: nextMinions.filter((m) => m.hp > 0), towers: nextTowers };
}
