import { describe, expect, it } from '@jest/globals';
import { coveredBy, drawOpening, gapBetween, layouts, rail } from './test-field';

const LONG = 'Muhammad Abdullah Khan Niazi';
const names = ['Sara', LONG];

describe("the opponent's name", () => {
  it.each(layouts)(
    'at %ix%i covers no tower and no cannon, wherever the enemy cannon is',
    (width, height) => {
      for (const viewer of [0, 1] as const) {
        for (const name of names) {
          for (const x of rail) {
            const pair: [string, string] = viewer === 0 ? ['Ali', name] : [name, 'Ali'];
            const frame = drawOpening(viewer, x, width, height, pair).entities;
            const label = frame.find((e) => e.kind === 'name')?.box;
            if (!label) throw new Error('no name drawn');
            expect({ viewer, name, x, covered: coveredBy(label, frame) }).toEqual({
              viewer,
              name,
              x,
              covered: [],
            });
          }
        }
      }
    },
  );

  it.each(layouts)('at %ix%i sits on the canvas right next to the enemy cannon', (width, height) => {
    for (const name of names) {
      for (const x of rail) {
        const frame = drawOpening(0, x, width, height, ['Ali', name]).entities;
        const label = frame.find((e) => e.kind === 'name')?.box;
        const cannon = frame.find((e) => e.kind === 'cannon' && !e.mine)?.box;
        if (!label || !cannon) throw new Error('no name or cannon drawn');
        expect(label.left).toBeGreaterThanOrEqual(0);
        expect(label.top).toBeGreaterThanOrEqual(0);
        expect(label.right).toBeLessThanOrEqual(width);
        expect(label.bottom).toBeLessThanOrEqual(height);
        expect(gapBetween(label, cannon)).toBeLessThan(12);
      }
    }
  });

  it.each(layouts)('at %ix%i reads a short name whole and cuts a long one', (width, height) => {
    const written = (name: string) =>
      drawOpening(0, 450, width, height, ['Ali', name])
        .marks.filter((m) => m.op === 'fillText')
        .map((m) => m.text);
    expect(written('Sara')).toContain('Sara');
    const long = written(LONG).find((t) => t?.endsWith('…'));
    expect(long && LONG.startsWith(long.slice(0, -1))).toBe(true);
  });
});

describe("the opponent's name on a computer", () => {
  // The page's canvas on a 1280 x 800 screen, and fullscreen there.
  const computer = [
    [998, 562],
    [1280, 800],
  ] as const;

  it.each(computer)(
    "at %ix%i reads 'player_28' whole at 12 px or more, next to the cannon, wherever it is",
    (width, height) => {
      for (const viewer of [0, 1] as const) {
        for (const x of [...rail, 450]) {
          const pair: [string, string] = viewer === 0 ? ['Ali', 'player_28'] : ['player_28', 'Ali'];
          const { entities, marks } = drawOpening(viewer, x, width, height, pair);
          const label = entities.find((e) => e.kind === 'name')?.box;
          const cannon = entities.find((e) => e.kind === 'cannon' && !e.mine)?.box;
          if (!label || !cannon) throw new Error('no name or cannon drawn');
          const written = marks.filter((m) => m.op === 'fillText').map((m) => m.text);
          expect({ viewer, x, whole: written.includes('player_28') }).toEqual({ viewer, x, whole: true });
          expect(label.bottom - label.top).toBeGreaterThanOrEqual(12 * 1.25);
          expect(coveredBy(label, entities)).toEqual([]);
          expect(gapBetween(label, cannon)).toBeLessThan(20);
        }
      }
    },
  );
});
