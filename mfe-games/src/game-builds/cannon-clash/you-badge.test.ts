import { describe, expect, it } from '@jest/globals';
import type { CannonTowerView } from '@portal/contracts';
import { CANNON_MAX_X, CANNON_MIN_X, createMatch, snapshot } from '@portal/game-rules/cannon-clash';
import type { CannonClashConfig } from './config';
import { fitField, type Box } from './field-view';
import { renderScene, type Scene } from './renderer';
import { recordingContext } from './test-canvas';
import type { DrawnEntity } from './test-view';

const config = {
  palette: new Proxy({}, { get: (_t, key) => `#${String(key)}` }),
  labels: { you: 'YOU', opponent: 'Opponent' },
} as unknown as CannonClashConfig;

/** Both sides' three towers where a match starts them, shield ring on the centre towers. */
const towers: CannonTowerView[] = snapshot(createMatch(1)).towers;

function drawn(viewer: 0 | 1, cannonX: number, width: number, height: number): DrawnEntity[] {
  const scene: Scene = {
    viewer,
    picture: { cannonX: [cannonX, cannonX], minions: [] },
    towers,
    names: ['Ali', 'Sara'],
    remainingSeconds: 180,
    banner: null,
    detail: null,
    bannerTone: 'info',
    hint: null,
    reloadShare: 1,
    effects: [],
    flashing: new Set(),
  };
  const view = { width, height, dpr: 2 };
  return renderScene(recordingContext().ctx, view, fitField(view), scene, config);
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Pixels between two boxes that do not overlap (0 when they touch). */
const gapBetween = (a: Box, b: Box) =>
  Math.hypot(
    Math.max(0, a.left - b.right, b.left - a.right),
    Math.max(0, a.top - b.bottom, b.top - a.bottom),
  );

const rail = Array.from({ length: 14 }, (_, i) => CANNON_MIN_X + ((CANNON_MAX_X - CANNON_MIN_X) * i) / 13);
// The game's canvas on a phone held sideways (the whole screen), in the page on a 1280 x 800
// desktop (998 x 562), on a bigger desktop, and upright.
const layouts = [
  [844, 390],
  [998, 562],
  [1280, 720],
  [390, 844],
] as const;

describe("the 'YOU' badge", () => {
  it.each(layouts)('at %ix%i covers no tower and no cannon, wherever the own cannon is', (width, height) => {
    for (const viewer of [0, 1] as const) {
      for (const x of rail) {
        const frame = drawn(viewer, x, width, height);
        const badge = frame.find((e) => e.kind === 'badge')?.box;
        if (!badge) throw new Error('no badge drawn');
        const covered = frame
          .filter((e) => (e.kind === 'tower' || e.kind === 'cannon') && e.box && overlaps(badge, e.box))
          .map((e) => e.id);
        expect({ viewer, x, covered }).toEqual({ viewer, x, covered: [] });
      }
    }
  });

  it.each(layouts)('at %ix%i sits on the canvas right next to the own cannon', (width, height) => {
    for (const x of rail) {
      const frame = drawn(0, x, width, height);
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
