import { describe, expect, it } from '@jest/globals';
import { CC_WORLD_HEIGHT, CC_WORLD_WIDTH, createMatch, snapshot, viewXToWorldX } from './index';

describe('Cannon Clash snapshot', () => {
  it('shows each viewer their own cannon at the bottom, marked as theirs', () => {
    const s = createMatch(1);
    for (const viewer of [0, 1] as const) {
      const view = snapshot(s, viewer);
      const mine = view.cannons.find((c) => c.you);
      const theirs = view.cannons.find((c) => !c.you);
      expect(mine?.side).toBe(viewer);
      expect(mine?.y).toBeGreaterThan(CC_WORLD_HEIGHT / 2);
      expect(theirs?.y).toBeLessThan(CC_WORLD_HEIGHT / 2);
    }
    expect(snapshot(s).cannons.some((c) => c.you)).toBe(false);
  });

  it('maps a drag on the flipped view back to world x', () => {
    expect(viewXToWorldX(0, 100)).toBe(100);
    expect(viewXToWorldX(1, 100)).toBe(CC_WORLD_WIDTH - 100);
  });

  it('reports time left and which towers can be attacked', () => {
    const view = snapshot(createMatch(1));
    expect(view.remainingSeconds).toBe(180);
    expect(view.towers.filter((t) => t.attackable).map((t) => t.kind)).not.toContain('centre');
  });
});
