import { describe, expect, it } from '@jest/globals';
import { coveredBy, drawOpening, gapBetween, layouts, rail } from './test-field';

describe("the 'YOU' badge", () => {
  it.each(layouts)('at %ix%i covers no tower and no cannon, wherever the own cannon is', (width, height) => {
    for (const viewer of [0, 1] as const) {
      for (const x of rail) {
        const frame = drawOpening(viewer, x, width, height).entities;
        const badge = frame.find((e) => e.kind === 'badge')?.box;
        if (!badge) throw new Error('no badge drawn');
        expect({ viewer, x, covered: coveredBy(badge, frame) }).toEqual({ viewer, x, covered: [] });
      }
    }
  });

  it.each(layouts)('at %ix%i sits on the canvas right next to the own cannon', (width, height) => {
    for (const x of rail) {
      const frame = drawOpening(0, x, width, height).entities;
      const badge = frame.find((e) => e.kind === 'badge')?.box;
      const cannon = frame.find((e) => e.kind === 'cannon' && e.mine)?.box;
      if (!badge || !cannon) throw new Error('no badge or cannon drawn');
      expect(badge.left).toBeGreaterThanOrEqual(0);
      expect(badge.top).toBeGreaterThanOrEqual(0);
      expect(badge.right).toBeLessThanOrEqual(width);
      expect(badge.bottom).toBeLessThanOrEqual(height);
      expect(gapBetween(badge, cannon)).toBeLessThan(12);
    }
  });
});
