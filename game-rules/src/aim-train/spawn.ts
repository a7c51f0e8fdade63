import type { Rng } from '../random';
import { AIM_ARENA_HEIGHT, AIM_ARENA_WIDTH, AIM_TICK_HZ } from './levels';
import type { AimLevelConfig, AimTarget } from './types';

const EDGE_MARGIN = 10;
const PLACEMENT_TRIES = 8;

function overlaps(x: number, y: number, r: number, others: readonly AimTarget[]): boolean {
  return others.some((o) => {
    const dx = o.x - x;
    const dy = o.y - y;
    const min = o.radius + r;
    return dx * dx + dy * dy < min * min;
  });
}

/** Unit direction from the PRNG using only sqrt (correctly rounded everywhere, unlike sin/cos). */
function direction(rng: Rng): { dx: number; dy: number } {
  for (let i = 0; i < 16; i += 1) {
    const dx = rng.next() * 2 - 1;
    const dy = rng.next() * 2 - 1;
    const len2 = dx * dx + dy * dy;
    if (len2 > 0.04 && len2 <= 1) {
      const len = Math.sqrt(len2);
      return { dx: dx / len, dy: dy / len };
    }
  }
  return { dx: 1, dy: 0 };
}

export function spawnTarget(
  config: AimLevelConfig,
  id: number,
  tick: number,
  existing: readonly AimTarget[],
  rng: Rng,
): AimTarget {
  const r = config.targetRadius;
  const lo = r + EDGE_MARGIN;
  let x = 0;
  let y = 0;
  for (let i = 0; i < PLACEMENT_TRIES; i += 1) {
    x = lo + rng.next() * (AIM_ARENA_WIDTH - 2 * lo);
    y = lo + rng.next() * (AIM_ARENA_HEIGHT - 2 * lo);
    if (!overlaps(x, y, r, existing)) break;
  }
  let vx = 0;
  let vy = 0;
  if (config.targetSpeed > 0) {
    const { dx, dy } = direction(rng);
    const perTick = config.targetSpeed / AIM_TICK_HZ;
    vx = dx * perTick;
    vy = dy * perTick;
  }
  return { id, x, y, vx, vy, radius: r, spawnTick: tick, expiresAtTick: tick + config.lifetimeTicks };
}

function bounce(pos: number, vel: number, r: number, max: number): [number, number] {
  if (pos < r) return [2 * r - pos, -vel];
  if (pos > max - r) return [2 * (max - r) - pos, -vel];
  return [pos, vel];
}

/** Moves a target one tick, bouncing off the arena walls. */
export function moveTarget(t: AimTarget): AimTarget {
  if (t.vx === 0 && t.vy === 0) return t;
  const [x, vx] = bounce(t.x + t.vx, t.vx, t.radius, AIM_ARENA_WIDTH);
  const [y, vy] = bounce(t.y + t.vy, t.vy, t.radius, AIM_ARENA_HEIGHT);
  // A literal, not a spread: this runs for every target on every tick.
  return { id: t.id, x, y, vx, vy, radius: t.radius, spawnTick: t.spawnTick, expiresAtTick: t.expiresAtTick };
}
