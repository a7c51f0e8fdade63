import { describe, expect, it } from '@jest/globals';
import {
  AIM_MAX_CLICKS_PER_TICK,
  acceptsClaim,
  levelConfig,
  maxReplayInputs,
  perfectClicks,
  playLevel,
  verifyReplay,
  type AimReplay,
} from './index';

describe('Aim Train replay verification', () => {
  it('confirms an honest pass and an honest failure', () => {
    const pass = playLevel(12, 77, perfectClicks);
    const result = verifyReplay(pass.replay);
    expect(result).toMatchObject({ valid: true, passed: true, reason: null });
    expect(result.stats).toEqual(pass.state.stats);
    expect(result.endTick).toBe(pass.state.tick);

    const fail = playLevel(12, 77, () => []);
    expect(verifyReplay(fail.replay)).toMatchObject({ valid: true, passed: false });
    expect(verifyReplay(fail.replay).reason).toBe(fail.state.reason);
  });

  it('refuses a forged pass the simulation does not produce', () => {
    // Clicks copied from another seed's perfect game land where no target is.
    const other = playLevel(12, 1, perfectClicks).replay;
    const forged: AimReplay = { ...other, seed: 2 };
    expect(verifyReplay(forged).passed).toBe(false);
    expect(acceptsClaim(forged, true)).toBe(false);
    // A forged replay with no clicks at all.
    expect(acceptsClaim({ level: 3, seed: 5, inputs: [] }, true)).toBe(false);
    // Clicks one tick late on a fast level miss the moving targets' recorded positions.
    const real = playLevel(25, 9, perfectClicks).replay;
    const shifted: AimReplay = { ...real, inputs: real.inputs.map((i) => ({ ...i, tick: i.tick + 40 })) };
    expect(verifyReplay(shifted).passed).toBe(false);
    expect(acceptsClaim(real, true)).toBe(true);
    expect(acceptsClaim(shifted, false)).toBe(true);
  });

  it('refuses replays that are too long', () => {
    const level = 4;
    const cap = levelConfig(level).timeCapTicks;
    const inputs = Array.from({ length: maxReplayInputs(level) + 1 }, (_, i) => ({
      tick: Math.floor((i * cap) / (maxReplayInputs(level) + 2)),
      x: 10,
      y: 10,
    }));
    const r = verifyReplay({ level, seed: 1, inputs });
    expect(r.valid).toBe(false);
    expect(r.passed).toBe(false);
    expect(r.reason).toContain('too long');
  });

  it('refuses out-of-range, unordered, crowded or off-arena inputs and unknown levels', () => {
    const base = playLevel(2, 3, perfectClicks).replay;
    const first = base.inputs[0];
    if (!first) throw new Error('no inputs');
    const cases: AimReplay[] = [
      { ...base, inputs: [{ ...first, tick: -1 }] },
      { ...base, inputs: [{ ...first, tick: levelConfig(2).timeCapTicks }] },
      { ...base, inputs: [{ ...first, tick: 1.5 }] },
      {
        ...base,
        inputs: [
          { ...first, tick: 10 },
          { ...first, tick: 5 },
        ],
      },
      { ...base, inputs: Array.from({ length: AIM_MAX_CLICKS_PER_TICK + 1 }, () => first) },
      { ...base, inputs: [{ ...first, x: 99999 }] },
      { ...base, inputs: [{ ...first, y: Number.NaN }] },
      { ...base, level: 26 },
      { ...base, seed: Number.POSITIVE_INFINITY },
      { ...base, inputs: [null] } as unknown as AimReplay,
      { ...base, inputs: [{ tick: '3', x: 1, y: 1 }] } as unknown as AimReplay,
      { ...base, inputs: 'clicks' } as unknown as AimReplay,
      null as unknown as AimReplay,
    ];
    for (const c of cases) {
      const r = verifyReplay(c);
      expect(r.valid).toBe(false);
      expect(r.passed).toBe(false);
      expect(r.reason).toMatch(/^Replay refused: /);
    }
  });

  it('reports reaction times so the api can judge plausibility', () => {
    const r = verifyReplay(playLevel(1, 1, perfectClicks).replay);
    expect(r.stats.fastestReactionTicks).toBe(1);
    expect(r.stats.totalReactionTicks).toBe(r.stats.hits);
  });
});
