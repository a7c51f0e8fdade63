// The opponent's name at the enemy cannon, the mirror of the 'YOU' badge: beside the cannon along
// its rail, in the strip between the enemy's edge and the enemy towers, so it never covers a tower,
// its shield ring or its hit-point bar, nor the cannon it names. The strip is deep only where no
// centre tower stands beside the name: in front of the centre tower it is about 59 px on the page's
// canvas on a computer (998 x 562), too shallow for a name written along the lane. So the name takes
// the place beside the cannon (towards the middle, else towards the edge) where it reads whole and
// largest, sliding along the rail just past a tower that stands in the way, nearest the cannon on a
// tie. A name written on the field next to its cannon reads better than one in the timer's line,
// far from the cannon it names. A name still too long is drawn smaller (not under 10 px), then cut
// with an ellipsis. Sizes are CSS pixels (the name is drawn upright in either layout); the placement
// is worked out in view units through the field's scale.
import {
  CANNON_Y_BOTTOM,
  CC_WORLD_HEIGHT,
  CC_WORLD_WIDTH,
  TOWER_LAYOUT,
} from '@portal/game-rules/cannon-clash';
import type { GameText } from '../runtime/game-text';
import { project, type Box, type FieldFit } from './field-view';
import { cannonReach, towerReach } from './sprites';

export interface OpponentName {
  /** The name as drawn (cut with an ellipsis when it does not fit). */
  text: string;
  fontSize: number;
  /** The text's centre, CSS pixels. */
  x: number;
  y: number;
  box: Box;
}

/** Space kept between the name and the cannon, the towers and the canvas's edges, CSS pixels. */
const GAP = 4;
/** The name's line height per pixel of its font size. */
const LINE = 1.25;
const SMALLEST = 10;
/** The enemy cannon's line across the lane (view y). */
const CANNON_Y = CC_WORLD_HEIGHT - CANNON_Y_BOTTOM;

/** The enemy towers in view units: their span along the rail and how far they reach towards the enemy's edge. */
const TOWERS = TOWER_LAYOUT.map((t) => {
  const reach = towerReach(t.radius);
  return { from: t.x - reach.across, to: t.x + reach.across, front: CC_WORLD_HEIGHT - t.y - reach.up };
});
/** Where no tower stands beside the name, the strip reaches the deepest tower front. */
const OPEN_FRONT = Math.max(...TOWERS.map((t) => t.front));

interface Measured {
  text: string;
  width: number;
  height: number;
}

interface Place {
  /** The name's centre in view units. */
  vx: number;
  vy: number;
}

function measure(ctx: CanvasRenderingContext2D, text: GameText, name: string, size: number): Measured {
  text.apply(ctx, 700, size);
  return { text: name, width: ctx.measureText(name).width, height: size * LINE };
}

/** The name at the largest size up to `size` (not under 10 px) that has a place, else cut. */
function fitName(
  ctx: CanvasRenderingContext2D,
  text: GameText,
  name: string,
  size: number,
  place: (m: Measured) => Place | null,
): Measured & { size: number; at: Place | null } {
  let m = measure(ctx, text, name, size);
  let at = place(m);
  while (!at && size > SMALLEST) {
    size = Math.max(SMALLEST, size - 1);
    m = measure(ctx, text, name, size);
    at = place(m);
  }
  const chars = Array.from(name);
  while (!at && chars.length > 1) {
    chars.pop();
    m = measure(ctx, text, `${chars.join('').trimEnd()}…`, size);
    at = place(m);
  }
  return { ...m, size, at };
}

interface Layout {
  fit: FieldFit;
  view: { width: number; height: number };
  enemyX: number;
}

/**
 * The name's place on one side of the cannon (`side` +1 towards view x 900), slid past a tower in
 * the way when `slide`; null where it leaves the canvas or the strip there is too shallow.
 */
function placeBeside(l: Layout, m: Measured, side: 1 | -1, slide: boolean): Place | null {
  const { fit, view, enemyX } = l;
  const scale = fit.scale || 1;
  const gap = GAP / scale;
  const halfRail = (fit.turned ? m.height : m.width) / 2 / scale;
  const halfLane = (fit.turned ? m.width : m.height) / 2 / scale;
  const beside = (from: number, to: number) => (t: { from: number; to: number }) =>
    t.from - gap < to && from < t.to + gap;
  let vx = enemyX + side * (cannonReach(false).across + gap + halfRail);
  const inWay = TOWERS.find(beside(vx - halfRail, vx + halfRail));
  if (slide && inWay) vx = (side > 0 ? inWay.to : inWay.from) + side * (gap + halfRail);
  // Along the rail: on the canvas.
  const railStart = -fit[fit.turned ? 'top' : 'left'] / scale;
  const railEnd = railStart + (fit.turned ? view.height : view.width) / scale;
  if (vx - halfRail < railStart + gap || vx + halfRail > railEnd - gap) return null;
  // Across the lane: between the canvas's enemy edge and the towers beside the name.
  const edge = fit.turned ? CC_WORLD_HEIGHT - (view.width - fit.left) / scale : -fit.top / scale;
  const towers = TOWERS.filter(beside(vx - halfRail, vx + halfRail));
  const front = Math.min(OPEN_FRONT, ...towers.map((t) => t.front));
  const nearest = edge + gap + halfLane;
  const farthest = front - gap - halfLane;
  if (nearest > farthest) return null;
  return { vx, vy: Math.min(farthest, Math.max(nearest, CANNON_Y)) };
}

export function placeOpponentName(
  ctx: CanvasRenderingContext2D,
  fit: FieldFit,
  view: { width: number; height: number },
  enemyX: number,
  name: string,
  fontSize: number,
  text: GameText,
): OpponentName {
  const layout = { fit, view, enemyX };
  const towardsMiddle = enemyX <= CC_WORLD_WIDTH / 2 ? 1 : -1;
  const towardsEdge = towardsMiddle > 0 ? -1 : 1;
  const ways = [
    [towardsMiddle, false],
    [towardsEdge, false],
    [towardsMiddle, true],
    [towardsEdge, true],
  ] as const;
  // Drawn every frame: the ways are tried in order until one holds the whole name at the full size,
  // which no later way can beat (a place slid past a tower lies farther from the cannon).
  const tries: ReturnType<typeof fitName>[] = [];
  for (const [side, slide] of ways) {
    const tried = fitName(ctx, text, name, fontSize, (m) => placeBeside(layout, m, side, slide));
    tries.push(tried);
    if (tried.at && tried.text === name && tried.size === fontSize) break;
  }
  // Whole before cut, then larger, then nearer the cannon (the order tried breaks a tie).
  const rank = (t: (typeof tries)[number]) => [
    t.text === name && t.at ? 1 : 0,
    t.at ? t.size : 0,
    t.at ? -Math.abs(t.at.vx - enemyX) : -Infinity,
  ];
  const best = tries.reduce((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    const i = ra.findIndex((v, k) => v !== rb[k]);
    return i >= 0 && (rb[i] ?? 0) > (ra[i] ?? 0) ? b : a;
  });
  const at = best.at ?? { vx: enemyX, vy: CANNON_Y };
  const { x, y } = project(fit, at.vx, at.vy);
  const box = {
    left: x - best.width / 2,
    right: x + best.width / 2,
    top: y - best.height / 2,
    bottom: y + best.height / 2,
  };
  return { text: best.text, fontSize: best.size, x, y, box };
}
