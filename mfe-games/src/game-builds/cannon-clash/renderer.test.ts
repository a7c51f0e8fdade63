import { describe, expect, it } from '@jest/globals';
import type { CannonTowerView } from '@portal/contracts';
import { fitField } from './field-view';
import { renderScene, type Scene } from './renderer';
import { recordingContext } from './test-canvas';
import { drawOpening, layouts, overlaps, quietScene, rail, testConfig } from './test-field';
import { soundButtonBox } from '../../game-contracts/cannon-clash';

const tower: CannonTowerView = {
  id: '1-centre',
  side: 1,
  kind: 'centre',
  x: 450,
  y: 170,
  radius: 60,
  hp: 900,
  maxHp: 1200,
  destroyed: false,
  attackable: false,
};

function scene(viewer: 0 | 1): Scene {
  return quietScene({
    viewer,
    picture: {
      cannonX: [300, 650],
      minions: [
        { id: 1, side: 0, x: 200, y: 1200, hp: 100 },
        { id: 2, side: 1, x: 700, y: 400, hp: 60 },
      ],
    },
    towers: [tower],
    names: ['Ali', 'Sara'],
    remainingSeconds: 95,
  });
}

function draw(viewer: 0 | 1, width: number, height: number, dpr = 2) {
  const { ctx, marks } = recordingContext();
  const view = { width, height, dpr };
  const drawn = renderScene(ctx, view, fitField(view), scene(viewer), testConfig);
  return { drawn, marks, byId: new Map(drawn.map((e) => [e.id, e])) };
}

describe('renderScene', () => {
  it.each([0, 1] as const)('draws both cannons and every minion on the canvas for side %i', (viewer) => {
    const { drawn } = draw(viewer, 844, 390);
    expect(drawn.filter((e) => e.kind === 'cannon').map((e) => [e.id, e.mine])).toEqual([
      [`cannon-${1 - viewer}`, false],
      [`cannon-${viewer}`, true],
    ]);
    expect(drawn.filter((e) => e.kind === 'minion').map((e) => e.id)).toEqual(['minion-1', 'minion-2']);
    for (const e of drawn) {
      expect(Number.isFinite(e.x) && Number.isFinite(e.y)).toBe(true);
      expect(e.x).toBeGreaterThanOrEqual(0);
      expect(e.x).toBeLessThanOrEqual(844);
      expect(e.y).toBeGreaterThanOrEqual(0);
      expect(e.y).toBeLessThanOrEqual(390);
    }
  });

  it('puts each player on their own left in landscape, the enemy on the right, mirrored for side 1', () => {
    const a = draw(0, 844, 390).byId;
    const b = draw(1, 844, 390).byId;
    // Side 0 sees its cannon left; side 1 sees the same cannon right, and the other way round.
    expect(a.get('cannon-0')?.x).toBeLessThan(422);
    expect(a.get('cannon-1')?.x).toBeGreaterThan(422);
    expect(b.get('cannon-1')?.x).toBeLessThan(422);
    expect(b.get('cannon-0')?.x).toBeGreaterThan(422);
    // The side-1 minion in the top half of the world is in side 0's enemy (right) half...
    expect(a.get('minion-2')?.x).toBeGreaterThan(422);
    expect(b.get('minion-2')?.x).toBeLessThan(422);
    // ...and turned 180 degrees: positions mirror through the field's centre.
    for (const id of ['cannon-0', 'cannon-1', 'minion-1', 'minion-2', 'tower-1-centre']) {
      expect((a.get(id)?.x ?? 0) + (b.get(id)?.x ?? 0)).toBeCloseTo(844, 5);
      expect((a.get(id)?.y ?? 0) + (b.get(id)?.y ?? 0)).toBeCloseTo(390, 5);
    }
  });

  it('reports the positions where the shapes were really drawn', () => {
    const dpr = 2;
    const { drawn, marks } = draw(1, 1280, 720, dpr);
    for (const e of drawn.filter((d) => d.kind !== 'tower' && d.kind !== 'badge')) {
      // Pieces are drawn from arcs at their centre, the opponent's name as text centred there.
      const op = e.kind === 'name' ? 'fillText' : 'arc';
      const hit = marks.some(
        (m) => m.op === op && Math.abs(m.x - e.x * dpr) < 1 && Math.abs(m.y - e.y * dpr) < 1,
      );
      expect({ id: e.id, hit }).toEqual({ id: e.id, hit: true });
    }
  });

  it('draws upright on a portrait canvas, own cannon at the bottom', () => {
    const { byId } = draw(0, 390, 844);
    expect(byId.get('cannon-0')?.y).toBeGreaterThan(422);
    expect(byId.get('cannon-1')?.y).toBeLessThan(422);
  });
});

describe("the page's mute toggle over the field", () => {
  // The phone layouts, the page's canvas on a computer and a computer in fullscreen.
  it.each([...layouts, [1280, 800]] as const)(
    'at %ix%i covers no cannon and no tower, wherever the cannons are, in English and Urdu',
    (width, height) => {
      for (const rtl of [false, true]) {
        const button = soundButtonBox(width, rtl);
        for (const viewer of [0, 1] as const) {
          for (const x of [...rail, 450]) {
            const covered = drawOpening(viewer, x, width, height)
              .entities.filter((e) => (e.kind === 'cannon' || e.kind === 'tower') && e.box)
              .filter((e) => e.box && overlaps(button, e.box))
              .map((e) => e.id);
            expect({ rtl, viewer, x, covered }).toEqual({ rtl, viewer, x, covered: [] });
          }
        }
      }
    },
  );
});
