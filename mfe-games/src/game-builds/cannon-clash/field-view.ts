// Where the field goes on the canvas. The world is 900 x 1600 (portrait, @portal/game-rules); each
// player sees it turned so their own side is at the bottom ("view" coordinates, as snapshot()
// gives them). On a landscape canvas (phones held sideways, desktops) the view is drawn turned a
// further quarter turn clockwise, own side on the left, so the long lane uses the long screen axis;
// on a portrait canvas it is drawn upright. Dragging moves the cannon along the short axis.
import { CC_WORLD_HEIGHT, CC_WORLD_WIDTH } from '@portal/game-rules/cannon-clash';
import type { GameView } from '../runtime/game-module';

export interface FieldFit {
  /** True when drawn turned (landscape). */
  turned: boolean;
  /** CSS pixels per world unit. */
  scale: number;
  /** CSS pixel offset of the field's top-left corner on the canvas. */
  left: number;
  top: number;
  /** The field's size in CSS pixels. */
  width: number;
  height: number;
}

export function fitField(view: Pick<GameView, 'width' | 'height'>): FieldFit {
  const turned = view.width >= view.height;
  const [w, h] = turned ? [CC_WORLD_HEIGHT, CC_WORLD_WIDTH] : [CC_WORLD_WIDTH, CC_WORLD_HEIGHT];
  const scale = Math.max(0, Math.min(view.width / w, view.height / h));
  const width = w * scale;
  const height = h * scale;
  return { turned, scale, left: (view.width - width) / 2, top: (view.height - height) / 2, width, height };
}

/** A point of the player's view (x 0-900 across, y 0-1600 with their own side at 1600) in CSS pixels. */
export function project(fit: FieldFit, vx: number, vy: number): { x: number; y: number } {
  return fit.turned
    ? { x: fit.left + (CC_WORLD_HEIGHT - vy) * fit.scale, y: fit.top + vx * fit.scale }
    : { x: fit.left + vx * fit.scale, y: fit.top + vy * fit.scale };
}

/** A box in CSS pixels of the canvas. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The CSS-pixel box of a view-unit rectangle around (vx, vy), in either layout. */
export function projectBox(
  fit: FieldFit,
  vx: number,
  vy: number,
  reach: { across: number; up: number; down: number },
): Box {
  const a = project(fit, vx - reach.across, vy - reach.up);
  const b = project(fit, vx + reach.across, vy + reach.down);
  return {
    left: Math.min(a.x, b.x),
    right: Math.max(a.x, b.x),
    top: Math.min(a.y, b.y),
    bottom: Math.max(a.y, b.y),
  };
}

/** The canvas transform that draws view units (times the device pixel ratio). */
export function viewTransform(fit: FieldFit, dpr: number): [number, number, number, number, number, number] {
  const s = fit.scale * dpr;
  return fit.turned
    ? [0, s, -s, 0, (fit.left + CC_WORLD_HEIGHT * fit.scale) * dpr, fit.top * dpr]
    : [s, 0, 0, s, fit.left * dpr, fit.top * dpr];
}

/** The view x (0-900) a pointer at CSS pixels (x, y) points at, clamped to the field. */
export function pointerToViewX(fit: FieldFit, x: number, y: number): number | null {
  if (fit.scale <= 0) return null;
  const across = fit.turned ? (y - fit.top) / fit.scale : (x - fit.left) / fit.scale;
  return Math.min(CC_WORLD_WIDTH, Math.max(0, across));
}

/** World -> view for a viewer: side 1 sees the world turned 180 degrees (as snapshot() does). */
export function worldToView(viewer: 0 | 1, x: number, y: number): { vx: number; vy: number } {
  return viewer === 1 ? { vx: CC_WORLD_WIDTH - x, vy: CC_WORLD_HEIGHT - y } : { vx: x, vy: y };
}
