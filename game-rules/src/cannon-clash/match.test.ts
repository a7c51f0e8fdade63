import { describe, expect, it } from '@jest/globals';
import { createRng } from '../random';
import {
  CANNON_FIRE_COOLDOWN_TICKS,
  CANNON_MAX_X,
  CANNON_MIN_X,
  CANNON_SPEED,
  applyInput,
  attacker,
  createMatch,
  erraticPlayer,
  idlePlayer,
  playMatch,
  step,
  type MatchState,
  type Side,
} from './index';

function run(seed: number): MatchState {
  return playMatch(createMatch(seed), [attacker, erraticPlayer(seed)]);
}

describe('Cannon Clash match', () => {
  it('gives the same winner and final state for the same seed and inputs', () => {
    for (const seed of [1, 2, 3]) {
      const a = run(seed);
      const b = run(seed);
      expect(a.status).toBe('finished');
      expect(b.winner).toBe(a.winner);
      expect(b).toEqual(a);
    }
  });

  it('survives a JSON round trip mid-match and continues identically', () => {
    let s = createMatch(9);
    const p1 = erraticPlayer(4);
    for (let i = 0; i < 400; i += 1) {
      s = applyInput(s, 0, attacker(s, 0) ?? {});
      s = applyInput(s, 1, p1(s, 1) ?? {});
      s = step(s);
    }
    const copy = JSON.parse(JSON.stringify(s)) as MatchState;
    let a = s;
    let b = copy;
    for (let i = 0; i < 400; i += 1) {
      a = step(applyInput(a, 0, { fire: true, targetX: 700 }));
      b = step(applyInput(b, 0, { fire: true, targetX: 700 }));
    }
    expect(b).toEqual(a);
  });

  it('lets a player who destroys both side towers and then the centre win', () => {
    const end = playMatch(createMatch(5), [idlePlayer, attacker]);
    expect(end.status).toBe('finished');
    expect(end.winner).toBe(1);
    expect(end.winReason).toBe('centre-destroyed');
    const lost = end.towers.filter((t) => t.side === 0);
    const centre = lost.find((t) => t.kind === 'centre');
    const sides = lost.filter((t) => t.kind !== 'centre');
    expect(centre?.hp).toBe(0);
    for (const t of sides) {
      expect(t.hp).toBe(0);
      expect(t.destroyedAtTick).not.toBeNull();
      expect(t.destroyedAtTick as number).toBeLessThan(centre?.destroyedAtTick as number);
    }
    // The winner's towers are untouched by an idle opponent.
    expect(end.towers.filter((t) => t.side === 1).every((t) => t.hp === t.maxHp)).toBe(true);
    expect(end.tick).toBeLessThan(end.timeLimitTicks);
  });

  it('moves the cannon at a clamped speed inside the rails', () => {
    let s = createMatch(1);
    s = step(applyInput(s, 0, { targetX: 10_000 }));
    expect(s.cannons[0].x).toBe(450 + CANNON_SPEED);
    for (let i = 0; i < 40; i += 1) s = step(s); // the drag target persists
    expect(s.cannons[0].x).toBe(CANNON_MAX_X);
    s = step(applyInput(s, 0, { targetX: -5 }));
    expect(s.cannons[0].targetX).toBe(CANNON_MIN_X);
  });

  it('fires at most one minion per cooldown', () => {
    let s = createMatch(1);
    for (let i = 0; i < CANNON_FIRE_COOLDOWN_TICKS * 3; i += 1) s = step(applyInput(s, 0, { fire: true }));
    expect(s.nextMinionId - 1).toBe(3);
  });

  it('never moves or fires the other side for inputs from one side', () => {
    const rng = createRng(77);
    for (const side of [0, 1] as Side[]) {
      const other: Side = side === 0 ? 1 : 0;
      let s = createMatch(3);
      for (let i = 0; i < 600; i += 1) {
        const before = s;
        s = applyInput(s, side, { targetX: rng.int(-100, 1000), fire: rng.next() < 0.5 });
        expect(s.pending[other]).toBe(before.pending[other]);
        expect(s.cannons[other]).toBe(before.cannons[other]);
        s = step(s);
      }
      expect(s.cannons[other].x).toBe(450);
      expect(s.minions.every((m) => m.side === side)).toBe(true);
      expect(s.nextMinionId).toBeGreaterThan(1);
    }
  });

  it('ignores malformed input and input after the end', () => {
    const s = createMatch(1);
    expect(applyInput(s, 0, { targetX: Number.NaN })).toBe(s);
    expect(applyInput(s, 2 as Side, { fire: true })).toBe(s);
    expect(applyInput(s, 0, {})).toBe(s);
    const end = playMatch(createMatch(1), [attacker, idlePlayer]);
    expect(applyInput(end, 0, { fire: true })).toBe(end);
    expect(step(end)).toBe(end);
  });
});
