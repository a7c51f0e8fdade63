import { describe, expect, it } from '@jest/globals';
import {
  AIM_ARENA_HEIGHT,
  AIM_ARENA_WIDTH,
  REASON_TIME_UP,
  REASON_TOO_MANY_MISSED,
  accuracyReason,
  createAimTrain,
  levelConfig,
  perfectClicks,
  playLevel,
  step,
  type AimPlayer,
} from './index';

const LEVELS = Array.from({ length: 25 }, (_, i) => i + 1);
const SEEDS = [1, 42, 9001];
const idle: AimPlayer = () => [];

describe('Aim Train simulation', () => {
  it.each(LEVELS)('a perfect player passes level %i', (level) => {
    for (const seed of SEEDS) {
      const { state } = playLevel(level, seed, perfectClicks);
      expect(state.status).toBe('passed');
      expect(state.reason).toBeNull();
      expect(state.stats.hits).toBe(levelConfig(level).requiredHits);
      expect(state.stats.accuracy).toBe(1);
      expect(state.tick).toBeLessThan(levelConfig(level).timeCapTicks);
    }
  });

  it.each(LEVELS)('a player who never clicks fails level %i with a reason', (level) => {
    const { state } = playLevel(level, 7, idle);
    expect(state.status).toBe('failed');
    expect([REASON_TOO_MANY_MISSED, REASON_TIME_UP]).toContain(state.reason);
    expect(state.stats.hits).toBe(0);
  });

  it('fails on accuracy when hits are enough but too many clicks missed', () => {
    const level = 5;
    // Hits every target but also clicks the empty corner twice as often.
    const sloppy: AimPlayer = (s) => {
      const hit = perfectClicks(s);
      return hit.length > 0 ? hit : s.tick % 20 === 0 ? [{ x: 0, y: 0 }] : [];
    };
    const { state } = playLevel(level, 3, sloppy);
    expect(state.status).toBe('failed');
    expect(state.reason).toBe(accuracyReason(levelConfig(level).minAccuracyPercent));
    expect(state.stats.hits).toBeGreaterThanOrEqual(levelConfig(level).requiredHits);
  });

  it('fails with Time is up when hits come too slowly', () => {
    // Level 1 tolerates 6 escapes; hitting every other target keeps escapes low but slow.
    let n = 0;
    const lazy: AimPlayer = (s) => {
      const t = s.targets[0];
      if (!t || s.tick - t.spawnTick < levelConfig(1).lifetimeTicks - 1) return [];
      n += 1;
      return n % 3 === 0 ? [] : [{ x: t.x, y: t.y }];
    };
    const { state } = playLevel(1, 11, lazy);
    expect(state.status).toBe('failed');
    expect(state.reason).toBe(REASON_TIME_UP);
  });

  it('gives the same result for the same seed and inputs', () => {
    const a = playLevel(18, 123, perfectClicks);
    const b = playLevel(18, 123, perfectClicks);
    expect(b.state).toEqual(a.state);
    expect(b.replay).toEqual(a.replay);
    const c = playLevel(18, 124, perfectClicks);
    expect(c.replay.inputs).not.toEqual(a.replay.inputs);
  });

  it('keeps moving targets inside the arena', () => {
    let s = createAimTrain(25, 5);
    for (let i = 0; i < 600 && s.status === 'playing'; i += 1) {
      s = step(s, []);
      for (const t of s.targets) {
        expect(t.x).toBeGreaterThanOrEqual(t.radius);
        expect(t.x).toBeLessThanOrEqual(AIM_ARENA_WIDTH - t.radius);
        expect(t.y).toBeGreaterThanOrEqual(t.radius);
        expect(t.y).toBeLessThanOrEqual(AIM_ARENA_HEIGHT - t.radius);
      }
    }
  });

  it('is pure and ignores steps after the end', () => {
    const s0 = createAimTrain(1, 1);
    const s1 = step(s0, []);
    expect(s0.tick).toBe(0);
    expect(s0.targets).toHaveLength(0);
    expect(s1.targets).toHaveLength(1);
    const { state } = playLevel(1, 1, perfectClicks);
    expect(step(state, [{ x: 1, y: 1 }])).toBe(state);
  });

  it('counts a click on empty space as a miss and drops non-finite clicks', () => {
    const s = step(step(createAimTrain(1, 1), []), [
      { x: Number.NaN, y: 0 },
      { x: -500, y: -500 },
    ]);
    expect(s.stats.shots).toBe(1);
    expect(s.stats.misses).toBe(1);
  });
});
