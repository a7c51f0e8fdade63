import type { Side, Tower } from './types';

export function isAlive(tower: Tower): boolean {
  return tower.hp > 0;
}

/** A centre tower can be damaged only once both of its owner's side towers have fallen. */
export function isTowerAttackable(towers: readonly Tower[], tower: Tower): boolean {
  if (!isAlive(tower)) return false;
  if (tower.kind !== 'centre') return true;
  return !towers.some((t) => t.side === tower.side && t.kind !== 'centre' && isAlive(t));
}

export function attackableTowersOf(towers: readonly Tower[], side: Side): Tower[] {
  return towers.filter((t) => t.side === side && isTowerAttackable(towers, t));
}

export function towersDestroyedOf(towers: readonly Tower[], side: Side): number {
  return towers.filter((t) => t.side === side && !isAlive(t)).length;
}

export function towerHpOf(towers: readonly Tower[], side: Side): { hp: number; maxHp: number } {
  let hp = 0;
  let maxHp = 0;
  for (const t of towers) {
    if (t.side !== side) continue;
    hp += t.hp;
    maxHp += t.maxHp;
  }
  return { hp, maxHp };
}

/**
 * Applies damage to a tower, refusing it when the tower is not attackable (a centre tower
 * while a side tower of its owner stands). Returns the same object when nothing changed.
 */
export function damageTower(towers: readonly Tower[], tower: Tower, amount: number, tick: number): Tower {
  if (amount <= 0 || !isTowerAttackable(towers, tower)) return tower;
  const hp = Math.max(0, tower.hp - amount);
  return { ...tower, hp, destroyedAtTick: hp === 0 ? tick : tower.destroyedAtTick };
}
