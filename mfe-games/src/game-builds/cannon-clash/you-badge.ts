// The 'YOU' badge at the own cannon: a pill with a small arrow pointing at the cannon, placed
// beside the cannon along its rail (towards the field's middle, so it stays on the field at either
// end) and back from the own towers, so it never covers a tower, its shield ring or its hit-point
// bar, nor the cannon it marks. Sizes are CSS pixels (the badge is drawn upright in either layout);
// the placement is worked out in view units through the field's scale.
import { CC_WORLD_WIDTH, TOWER_LAYOUT } from '@portal/game-rules/cannon-clash';
import { project, type Box, type FieldFit } from './field-view';
import { cannonReach, towerReach } from './sprites';

export interface YouBadge {
  fontSize: number;
  /** The pill's centre and size, CSS pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The arrow's tip, at the cannon's side of the pill. */
  tipX: number;
  tipY: number;
  /** Pill and arrow together. */
  box: Box;
}

/** The arrow's length and the space left between its tip and the cannon's wheels, CSS pixels. */
const ARROW = 6;
const GAP = 4;
/** The pill's width and height per pixel of its font size. */
const PILL = { width: 2.8, height: 1.5 };

/** How far the own towers reach back towards the own edge (view y, the bottom of their bars). */
const TOWERS_BACK = Math.max(...TOWER_LAYOUT.map((t) => t.y + towerReach(t.radius).down));

/**
 * The badge's font size: the HUD's, smaller when the room behind the own towers (the field's back
 * strip and any margin of the canvas beyond it) is narrower than the badge; never under 10 px.
 */
function badgeFontSize(fit: FieldFit, view: { width: number; height: number }, fontSize: number): number {
  const back = project(fit, 0, TOWERS_BACK);
  const room = fit.turned ? back.x : view.height - back.y;
  const lengthPerSize = fit.turned ? PILL.width : PILL.height;
  return Math.max(10, Math.min(fontSize, (room - 2 * GAP) / lengthPerSize));
}

export function placeYouBadge(
  fit: FieldFit,
  view: { width: number; height: number },
  ownX: number,
  hudFontSize: number,
): YouBadge {
  const fontSize = badgeFontSize(fit, view, hudFontSize);
  const width = fontSize * PILL.width;
  const height = fontSize * PILL.height;
  const scale = fit.scale || 1;
  const alongRail = (fit.turned ? height : width) / 2;
  const alongLane = (fit.turned ? width : height) / 2;
  const towardsMiddle = ownX <= CC_WORLD_WIDTH / 2 ? 1 : -1;
  const vx = ownX + towardsMiddle * (cannonReach(true).across + (alongRail + ARROW + GAP) / scale);
  const vy = TOWERS_BACK + (alongLane + GAP) / scale;
  const centre = project(fit, vx, vy);
  const towardsCannon = project(fit, vx - towardsMiddle, vy);
  const dx = Math.sign(Math.round(towardsCannon.x - centre.x));
  const dy = Math.sign(Math.round(towardsCannon.y - centre.y));
  const tip = { x: dx * (width / 2 + ARROW), y: dy * (height / 2 + ARROW) };
  const boxAt = (x: number, y: number): Box => ({
    left: Math.min(x - width / 2, x + tip.x),
    right: Math.max(x + width / 2, x + tip.x),
    top: Math.min(y - height / 2, y + tip.y),
    bottom: Math.max(y + height / 2, y + tip.y),
  });
  // On the smallest canvases (a phone of 568 x 320 held sideways, a narrow window) the strip behind
  // the towers is narrower than the smallest badge: the badge moves onto the canvas rather than
  // being cut by its edge (in a 420 px window it then touches the centre tower beside the cannon).
  const placed = boxAt(centre.x, centre.y);
  const x = centre.x + inside(placed.left, placed.right, view.width);
  const y = centre.y + inside(placed.top, placed.bottom, view.height);
  return { fontSize, x, y, width, height, tipX: x + tip.x, tipY: y + tip.y, box: boxAt(x, y) };
}

/** How far a span from `from` to `to` must move to lie within 0..`size`. */
function inside(from: number, to: number, size: number): number {
  if (from < 0) return -from;
  if (to > size) return size - to;
  return 0;
}
