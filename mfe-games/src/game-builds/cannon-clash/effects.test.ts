import { describe, expect, it } from '@jest/globals';
import type { CannonTowerView } from '@portal/contracts';
import { Effects } from './effects';

const tower = (hp: number, destroyed = false): CannonTowerView => ({
  id: '1-left',
  side: 1,
  kind: 'left',
  x: 180,
  y: 240,
  radius: 50,
  hp,
  maxHp: 800,
  destroyed,
  attackable: true,
});

describe('Effects', () => {
  it('flashes a tower that lost hit points and bursts one that fell, with a short shake', () => {
    const fx = new Effects();
    fx.observe([tower(800)], [], 0, 0);
    expect(fx.running(0)).toEqual([]);
    fx.observe([tower(788)], [], 0, 100);
    expect(fx.flashing('1-left', 150)).toBe(true);
    expect(fx.flashing('1-left', 400)).toBe(false);
    expect(fx.shakeOffset(150)).toEqual({ x: 0, y: 0 });
    fx.observe([tower(0, true)], [], 0, 1000);
    expect(fx.running(1000).map((e) => e.kind)).toEqual(['hit', 'burst']);
    const shake = fx.shakeOffset(1050);
    expect(Math.hypot(shake.x, shake.y)).toBeGreaterThan(0);
    expect(fx.shakeOffset(1400)).toEqual({ x: 0, y: 0 });
    expect(fx.running(2000)).toEqual([]);
  });

  it('shows a shot from the enemy tower at a minion that lost hit points in its range', () => {
    const fx = new Effects();
    const minion = { id: 7, side: 0 as const, x: 200, y: 420, hp: 100 };
    fx.observe([tower(800)], [minion], 0, 0);
    fx.observe([tower(800)], [{ ...minion, hp: 75 }], 0, 50);
    const shots = fx.running(100).filter((e) => e.kind === 'shot');
    expect(shots).toHaveLength(1);
    expect(shots[0]).toMatchObject({ fromX: 180, fromY: 240, x: 200, y: 420, side: 1 });
    expect(shots[0]?.progress).toBeGreaterThan(0);
  });

  it('marks a fired minion with a muzzle flash at its cannon', () => {
    const fx = new Effects();
    fx.observe([tower(800)], [], 0, 0);
    fx.observe([tower(800)], [{ id: 1, side: 1, x: 450, y: 120, hp: 100 }], 0, 50);
    expect(fx.running(60).map((e) => e.kind)).toEqual(['muzzle']);
  });
});
