import {
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
import { attackableTowersOf, damageTower, isAlive } from './towers';
import type { Minion, Tower } from './types';

/** Damage dealt this tick, keyed by minion id or tower id. */
export interface DamageBook {
  minions: Map<number, number>;
  towers: Map<string, number>;
}

function add<K>(map: Map<K, number>, key: K, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}

/**
 * Plans one minion's tick from the positions at the start of the tick: fight the nearest enemy
 * minion within aggro range, else head for the nearest attackable enemy tower; strike when in
 * reach and off cooldown, otherwise walk towards the target (stopping at reach).
 */
function planMinion(m: Minion, minions: readonly Minion[], towers: readonly Tower[], book: DamageBook): Minion {
  const enemySide = otherSide(m.side);
  const enemies = minions.filter((o) => o.side === enemySide);
  const foe = nearest(m, enemies, MINION_AGGRO);
  const tower = foe ? null : nearest(m, attackableTowersOf(towers, enemySide));
  const target = foe ?? tower;
  const cooldown = Math.max(0, m.cooldown - 1);
  if (!target) return { ...m, cooldown };
  const reach = MINION_RADIUS + (tower ? tower.radius : MINION_RADIUS) + MINION_REACH;
  const dx = target.x - m.x;
  const dy = target.y - m.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d <= reach) {
    if (m.cooldown > 0) return { ...m, cooldown };
    if (foe) add(book.minions, foe.id, MINION_DAMAGE);
    else if (tower) add(book.towers, tower.id, MINION_DAMAGE);
    return { ...m, cooldown: MINION_ATTACK_TICKS };
  }
  const move = Math.min(MINION_SPEED, d - reach);
  return { ...m, x: m.x + (dx / d) * move, y: m.y + (dy / d) * move, cooldown };
}

function planTower(t: Tower, minions: readonly Minion[], book: DamageBook): Tower {
  if (!isAlive(t)) return t;
  if (t.cooldown > 0) return { ...t, cooldown: t.cooldown - 1 };
  const enemySide = otherSide(t.side);
  const foe = nearest(
    t,
    minions.filter((m) => m.side === enemySide),
    TOWER_RANGE,
  );
  if (!foe) return t;
  add(book.minions, foe.id, TOWER_DAMAGE);
  return { ...t, cooldown: TOWER_ATTACK_TICKS };
}

/**
 * Resolves one tick of fighting simultaneously: every minion and tower decides from the same
 * start-of-tick picture, then all damage lands at once, so neither side gains by update order.
 */
export function resolveCombat(
  minions: readonly Minion[],
  towers: readonly Tower[],
  tick: number,
): { minions: Minion[]; towers: Tower[] } {
  const book: DamageBook = { minions: new Map(), towers: new Map() };
  const movedMinions = minions.map((m) => planMinion(m, minions, towers, book));
  const plannedTowers = towers.map((t) => planTower(t, minions, book));
  const nextMinions = movedMinions
    .map((m) => {
      const dmg = book.minions.get(m.id) ?? 0;
      return dmg > 0 ? { ...m, hp: m.hp - dmg } : m;
    })
    .filter((m) => m.hp > 0);
  // Attackability is judged on the start-of-tick towers: a centre opens the tick after its
  // second side tower falls.
  const nextTowers = plannedTowers.map((t, i) => {
    const before = towers[i] as Tower;
    return damageTower(towers, { ...before, cooldown: t.cooldown }, book.towers.get(t.id) ?? 0, tick);
  });
  return { minions: nextMinions, towers: nextTowers };
}
