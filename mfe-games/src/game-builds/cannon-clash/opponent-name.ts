// The opponent's name at the enemy cannon, the mirror of the 'YOU' badge: beside the cannon along
// its rail (towards the field's middle) in the strip between the enemy's edge and the enemy towers,
// so it never covers a tower, its shield ring or its hit-point bar, nor the cannon it names. Where
// that strip (with any margin of the canvas beyond it) is narrower than the name, the name is drawn
// smaller, and a name still too long is cut with an ellipsis. Sizes are CSS pixels (the name is
// drawn upright in either layout); the placement is worked out in view units through the field's
// scale.
import { CC_WORLD_HEIGHT, CC_WORLD_WIDTH, TOWER_LAYOUT } from '@portal/game-rules/cannon-clash';
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

/** How far the enemy towers reach towards the enemy's edge (view y, the top of their rings). */
const TOWERS_FRONT = Math.min(...TOWER_LAYOUT.map((t) => CC_WORLD_HEIGHT - t.y - towerReach(t.radius).up));

interface Measured {
  text: string;
  width: number;
  height: number;
}

function measure(ctx: CanvasRenderingContext2D, text: GameText, name: string, size: number): Measured {
  text.apply(ctx, 700, size);
  return { text: name, width: ctx.measureText(name).width, height: size * LINE };
}

/** The name at the largest size up to `size` (not under 10 px) whose length fits `room`, else cut. */
function fitName(
  ctx: CanvasRenderingContext2D,
  text: GameText,
  name: string,
  size: number,
  room: (m: Measured) => boolean,
): Measured & { size: number } {
  let m = measure(ctx, text, name, size);
  while (!room(m) && size > SMALLEST) {
    size = Math.max(SMALLEST, size - 1);
    m = measure(ctx, text, name, size);
  }
  const chars = Array.from(name);
  while (!room(m) && chars.length > 1) {
    chars.pop();
    m = { ...measure(ctx, text, `${chars.join('').trimEnd()}…`, size) };
  }
  return { ...m, size };
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
  const scale = fit.scale || 1;
  const front = project(fit, 0, TOWERS_FRONT);
  const towardsMiddle = enemyX <= CC_WORLD_WIDTH / 2 ? 1 : -1;
  const cannonSide = project(fit, enemyX + towardsMiddle * cannonReach(false).across, 0);
  // Room along the lane (from the towers to the canvas's enemy edge) and along the rail (from the
  // cannon to the canvas's edge towards the middle).
  const laneRoom = fit.turned ? view.width - front.x : front.y;
  const railRoom = fit.turned
    ? towardsMiddle > 0
      ? view.height - cannonSide.y
      : cannonSide.y
    : towardsMiddle > 0
      ? view.width - cannonSide.x
      : cannonSide.x;
  const fits = (m: Measured) =>
    (fit.turned ? m.width : m.height) <= laneRoom - 2 * GAP &&
    (fit.turned ? m.height : m.width) <= railRoom - 2 * GAP;
  const m = fitName(ctx, text, name, fontSize, fits);
  const alongRail = (fit.turned ? m.height : m.width) / 2;
  const alongLane = (fit.turned ? m.width : m.height) / 2;
  const vx = enemyX + towardsMiddle * (cannonReach(false).across + (alongRail + GAP) / scale);
  const vy = TOWERS_FRONT - (alongLane + GAP) / scale;
  const { x, y } = project(fit, vx, vy);
  const box = {
    left: x - m.width / 2,
    right: x + m.width / 2,
    top: y - m.height / 2,
    bottom: y + m.height / 2,
  };
  return { text: m.text, fontSize: m.size, x, y, box };
}
