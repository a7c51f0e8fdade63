import { describe, expect, it } from '@jest/globals';
import { createRng, hashString, shuffled, toSeed } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
    expect(seqA.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('resumes from a stored state', () => {
    const a = createRng(7);
    a.next();
    const resumed = createRng(a.state());
    expect(resumed.next()).toBe(a.next());
  });

  it('keeps int() within bounds and covers them', () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i += 1) {
      const v = rng.int(1, 3);
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(3);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('hashes strings and normalises seeds', () => {
    expect(hashString('room-1')).toBe(hashString('room-1'));
    expect(hashString('room-1')).not.toBe(hashString('room-2'));
    expect(toSeed(-1)).toBe(4294967295);
    expect(toSeed(Number.NaN)).toBe(0);
    expect(toSeed('abc')).toBe(hashString('abc'));
  });

  it('shuffles deterministically without losing items', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const s = shuffled(items, createRng(3));
    expect(shuffled(items, createRng(3))).toEqual(s);
    expect([...s].sort()).toEqual(items);
  });
});
