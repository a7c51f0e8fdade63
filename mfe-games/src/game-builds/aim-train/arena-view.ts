// Where the 1600 x 900 arena sits on the canvas: scaled to fit, centred, letterboxed.
import { AIM_ARENA_HEIGHT, AIM_ARENA_WIDTH } from '@portal/game-rules/aim-train';
import type { GameView } from '../runtime/game-module';

export interface ArenaFit {
  scale: number;
  left: number;
  top: number;
}

export function fitArena(view: GameView): ArenaFit {
  const scale = Math.min(view.width / AIM_ARENA_WIDTH, view.height / AIM_ARENA_HEIGHT);
  return {
    scale,
    left: (view.width - AIM_ARENA_WIDTH * scale) / 2,
    top: (view.height - AIM_ARENA_HEIGHT * scale) / 2,
  };
}

/** CSS pixel on the canvas -> arena point, or null outside the arena. */
export function toArena(fit: ArenaFit, x: number, y: number): { x: number; y: number } | null {
  if (!(fit.scale > 0)) return null;
  const ax = (x - fit.left) / fit.scale;
  const ay = (y - fit.top) / fit.scale;
  if (ax < 0 || ay < 0 || ax > AIM_ARENA_WIDTH || ay > AIM_ARENA_HEIGHT) return null;
  // Replays carry plain numbers; two decimals are far finer than a pixel.
  return { x: Math.round(ax * 100) / 100, y: Math.round(ay * 100) / 100 };
}
