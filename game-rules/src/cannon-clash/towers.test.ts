import { describe, expect, it } from '@jest/globals';
import {
  applyInput,
  createMatch,
  damageTower,
  isTowerAttackable,
  step,
  type MatchState,
  type Tower,
} from './index';
import { resolveCombat } from './combat';

function tower(s: MatchState, id: string): Tower {
  const t = s.towers.find((x) => x.id === id);
  if (!t) throw new Error(`no tower ${id}`);
  return t;
}

describe('Cannon Clash towers', () => {
  it('refuses damage to a centre tower while a side tower stands', () => {
    const s = createMatch(1);
    const centre = tower(s, '1-centre');
    expect(isTowerAttackable(s.towers, centre)).toBe(false);
    expect(damageTower(s.towers, centre, 500, 0)).toBe(centre);
    const oneDown = s.towers.map((t) => (t.id === '1-left' ? { ...t, hp: 0 } : t));
    expect(isTowerAttackable(oneDown, tower({ ...s, towers: oneDown }, '1-centre'))).toBe(false);
    const bothDown = oneDown.map((t) => (t.id === '1-right' ? { ...t, hp: 0 } : t));
    const open = tower({ ...s, towers: bothDown }, '1-centre');
    expect(isTowerAttackable(bothDown, open)).toBe(true);
    expect(damageTower(bothDown, open, 500, 0).hp).toBe(700);
  });

  it('does not let a minion standing at the centre tower hurt it first', () => {
    const s = createMatch(1);
    const centre = tower(s, '1-centre');
    const minion = { id: 1, side: 0 as const, x: centre.x, y: centre.y + 70, hp: 100, cooldown: 0 };
    const r = resolveCombat([minion], s.towers, 0);
    expect(tower({ ...s, towers: r.towers }, '1-centre').hp).toBe(centre.maxHp);
  });

  it('keeps the centre tower whole during an all-out push on the centre lane', () => {
    // Side 0 parks under the enemy centre and fires all match; side 1 is idle.
    let s = createMatch(2);
    let sawSideFall = false;
    while (s.status === 'playing') {
      s = step(applyInput(s, 0, { targetX: 450, fire: true }));
      const sidesUp = s.towers.some((t) => t.side === 1 && t.kind !== 'centre' && t.hp > 0);
      if (sidesUp) expect(tower(s, '1-centre').hp).toBe(1200);
      else sawSideFall = true;
    }
    // Minions walk to the side towers instead, so the push still wins eventually.
    expect(sawSideFall).toBe(true);
    expect(s.winner).toBe(0);
  });
});
