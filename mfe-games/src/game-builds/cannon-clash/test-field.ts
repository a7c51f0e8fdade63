// A match's opening field drawn for the HUD's placement tests: both sides' towers where a match
// starts them (shield ring on the centre towers), both cannons at one point of the rail, on the
// canvas sizes the game is played at.
import type { CannonTowerView } from '@portal/contracts';
import { CANNON_MAX_X, CANNON_MIN_X, createMatch, snapshot } from '@portal/game-rules/cannon-clash';
import type { CannonClashConfig } from './config';
import { fitField, type Box } from './field-view';
import { renderScene, type Scene } from './renderer';
import { recordingContext, type Mark } from './test-canvas';
import type { DrawnEntity } from './test-view';

/** A config whose colours are their own names, for tests that read what is drawn. */
export const testConfig = {
  palette: new Proxy({}, { get: (_t, key) => `#${String(key)}` }),
  labels: { you: 'YOU', opponent: 'Opponent' },
} as unknown as CannonClashConfig;

/** A scene of a match in play with no banner, hint or effect: the given field and HUD. */
export function quietScene(
  field: Pick<Scene, 'viewer' | 'picture' | 'towers' | 'names' | 'remainingSeconds'>,
): Scene {
  return {
    ...field,
    banner: null,
    detail: null,
    bannerTone: 'info',
    hint: null,
    reloadShare: 1,
    effects: [],
    flashing: new Set(),
  };
}

const towers: CannonTowerView[] = snapshot(createMatch(1)).towers;

export function drawOpening(
  viewer: 0 | 1,
  cannonX: number,
  width: number,
  height: number,
  names: [string, string] = ['Ali', 'Sara'],
): { entities: DrawnEntity[]; marks: Mark[] } {
  const scene = quietScene({
    viewer,
    picture: { cannonX: [cannonX, cannonX], minions: [] },
    towers,
    names,
    remainingSeconds: 180,
  });
  const view = { width, height, dpr: 2 };
  const { ctx, marks } = recordingContext();
  return { entities: renderScene(ctx, view, fitField(view), scene, testConfig), marks };
}

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Pixels between two boxes that do not overlap (0 when they touch). */
export const gapBetween = (a: Box, b: Box) =>
  Math.hypot(
    Math.max(0, a.left - b.right, b.left - a.right),
    Math.max(0, a.top - b.bottom, b.top - a.bottom),
  );

/** The ids of the towers and cannons a box covers. */
export const coveredBy = (box: Box, frame: DrawnEntity[]) =>
  frame
    .filter((e) => (e.kind === 'tower' || e.kind === 'cannon') && e.box && overlaps(box, e.box))
    .map((e) => e.id);

/** Fourteen cannon positions from one end of the rail to the other. */
export const rail = Array.from(
  { length: 14 },
  (_, i) => CANNON_MIN_X + ((CANNON_MAX_X - CANNON_MIN_X) * i) / 13,
);

// The game's canvas on a phone held sideways (the whole screen), on a small phone held sideways
// (568 x 320), in the page on a 1280 x 800 desktop (998 x 562), on a bigger desktop, and upright.
export const layouts = [
  [844, 390],
  [568, 320],
  [998, 562],
  [1280, 720],
  [390, 844],
] as const;
