// Impact effects the server does not send but a player should feel: the server's states say only
// that hit points went down. Comparing each state with the one before gives the moments to show:
// a tower hit flashes, a minion hit by a tower gets a visible shot from that tower, a fallen tower
// bursts into rubble with a short screen shake, a fired minion gets a muzzle flash. Pure: times are
// passed in (ms), so tests drive it without a clock.
import { CANNON_Y_BOTTOM, TOWER_RANGE, sideY } from '@portal/game-rules/cannon-clash';
import type { CannonTowerView } from '@portal/contracts';
import type { MinionFrame } from './interpolation';

export type EffectKind = 'hit' | 'shot' | 'burst' | 'muzzle';

export interface Effect {
  kind: EffectKind;
  /** World position of the effect (the shot's target for 'shot'). */
  x: number;
  y: number;
  /** The shot's origin (world), for 'shot'. */
  fromX?: number;
  fromY?: number;
  side: 0 | 1;
  /** Tower id for 'hit' and 'burst'. */
  towerId?: string;
  start: number;
  duration: number;
}

const DURATION: Record<EffectKind, number> = { hit: 180, shot: 160, burst: 700, muzzle: 140 };
const SHAKE_MS = 260;
const SHAKE_PX = 9;
/** Minions appear this close to their cannon's line when fired. */
const SPAWN_BAND = 140;

export class Effects {
  private active: Effect[] = [];
  private towers = new Map<string, CannonTowerView>();
  private minions = new Map<number, MinionFrame>();
  private shakeUntil = 0;
  private shakeStrength = 0;

  clear(): void {
    this.active = [];
    this.towers.clear();
    this.minions.clear();
    this.shakeUntil = 0;
  }

  /** A new server state (towers and the latest minions) arrived at `now`; `viewer` shakes for own losses. */
  observe(towers: CannonTowerView[], minions: MinionFrame[], viewer: 0 | 1, now: number): void {
    const first = this.towers.size === 0;
    for (const t of towers) {
      const before = this.towers.get(t.id);
      if (!first && before && t.hp < before.hp)
        this.add({ kind: 'hit', x: t.x, y: t.y, side: side(t.side), towerId: t.id }, now);
      if (!first && before && t.destroyed && !before.destroyed) {
        this.add({ kind: 'burst', x: t.x, y: t.y, side: side(t.side), towerId: t.id }, now);
        this.shake(now, t.side === viewer ? 1 : 0.6);
      }
    }
    for (const m of minions) {
      const before = this.minions.get(m.id);
      if (!before && !first && nearCannon(m)) {
        this.add({ kind: 'muzzle', x: m.x, y: m.y, side: m.side }, now);
      }
      if (before && m.hp < before.hp) {
        const shooter = nearestEnemyTower(towers, m);
        if (shooter)
          this.add(
            { kind: 'shot', x: m.x, y: m.y, fromX: shooter.x, fromY: shooter.y, side: side(shooter.side) },
            now,
          );
      }
    }
    this.towers = new Map(towers.map((t) => [t.id, t]));
    this.minions = new Map(minions.map((m) => [m.id, m]));
  }

  /** The effects still running at `now`, each with its progress 0..1. */
  running(now: number): Array<Effect & { progress: number }> {
    this.active = this.active.filter((e) => now - e.start < e.duration);
    return this.active.map((e) => ({ ...e, progress: Math.max(0, (now - e.start) / e.duration) }));
  }

  /** The screen offset (CSS px) of the shake at `now`: a short decaying wobble. */
  shakeOffset(now: number): { x: number; y: number } {
    const left = this.shakeUntil - now;
    if (left <= 0) return { x: 0, y: 0 };
    const amp = SHAKE_PX * this.shakeStrength * (left / SHAKE_MS);
    return { x: Math.sin(now / 17) * amp, y: Math.cos(now / 23) * amp };
  }

  /** True while the tower flashes from a hit. */
  flashing(towerId: string, now: number): boolean {
    return this.active.some((e) => e.kind === 'hit' && e.towerId === towerId && now - e.start < e.duration);
  }

  private add(e: Omit<Effect, 'start' | 'duration'>, now: number) {
    this.active.push({ ...e, start: now, duration: DURATION[e.kind] });
    if (this.active.length > 64) this.active.shift();
  }

  private shake(now: number, strength: number) {
    this.shakeUntil = now + SHAKE_MS;
    this.shakeStrength = strength;
  }
}

const side = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

function nearCannon(m: MinionFrame): boolean {
  const line = sideY(m.side, CANNON_Y_BOTTOM);
  return Math.abs(m.y - line) < SPAWN_BAND;
}

function nearestEnemyTower(towers: CannonTowerView[], m: MinionFrame): CannonTowerView | null {
  let best: CannonTowerView | null = null;
  let bestD = Infinity;
  for (const t of towers) {
    if (t.side === m.side || t.destroyed) continue;
    const d = Math.hypot(t.x - m.x, t.y - m.y);
    if (d <= TOWER_RANGE + t.radius + 20 && d < bestD) {
      best = t;
      bestD = d;
    }
  }
  return best;
}
