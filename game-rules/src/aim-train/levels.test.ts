import { describe, expect, it } from '@jest/globals';
import { AIM_FIRST_MOVING_LEVEL, allLevelConfigs, levelConfig } from './index';

describe('Aim Train levels', () => {
  const levels = allLevelConfigs();

  it('has 25 levels and rejects others', () => {
    expect(levels).toHaveLength(25);
    expect(() => levelConfig(0)).toThrow(RangeError);
    expect(() => levelConfig(26)).toThrow(RangeError);
    expect(() => levelConfig(1.5)).toThrow(RangeError);
  });

  it('ramps monotonically towards harder play', () => {
    for (let i = 1; i < levels.length; i += 1) {
      const a = levels[i - 1];
      const b = levels[i];
      if (!a || !b) throw new Error('missing level');
      expect(b.targetRadius).toBeLessThanOrEqual(a.targetRadius);
      expect(b.lifetimeTicks).toBeLessThanOrEqual(a.lifetimeTicks);
      expect(b.spawnIntervalTicks).toBeLessThanOrEqual(a.spawnIntervalTicks);
      expect(b.maxTargets).toBeGreaterThanOrEqual(a.maxTargets);
      expect(b.targetSpeed).toBeGreaterThanOrEqual(a.targetSpeed);
      expect(b.requiredHits).toBeGreaterThan(a.requiredHits);
      expect(b.minAccuracyPercent).toBeGreaterThanOrEqual(a.minAccuracyPercent);
      expect(b.maxEscaped).toBeLessThanOrEqual(a.maxEscaped);
    }
  });

  it('moves targets only from level 11', () => {
    for (const l of levels) {
      expect(l.targetSpeed > 0).toBe(l.level >= AIM_FIRST_MOVING_LEVEL);
    }
  });

  it('leaves time to spawn every required target within the cap', () => {
    for (const l of levels) {
      expect(l.timeCapTicks).toBeGreaterThan(l.requiredHits * l.spawnIntervalTicks);
    }
  });
});
