export interface Point {
  x: number;
  y: number;
}

export function dist2(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return dx * dx + dy * dy;
}

/** Nearest item to `from` within `range` (inclusive); ties go to the earlier item. */
export function nearest<T extends Point>(from: Point, items: readonly T[], range = Infinity): T | null {
  let best: T | null = null;
  let bestD2 = range * range;
  for (const item of items) {
    const d2 = dist2(from, item);
    if (d2 < bestD2 || (best === null && d2 <= bestD2)) {
      best = item;
      bestD2 = d2;
    }
  }
  return best;
}
