// Smooth movement between the room server's states. The server steps at 20 Hz and sends a patch
// every other step (10 Hz); drawing those positions as they come makes minions jump every 100 ms
// (and stutter with network jitter). The client keeps the last frames, places each on the server's timeline by its
// tick (tick x 50 ms), and draws the picture of a moment a little in the past, interpolated between
// the two frames around it. The player's own cannon is predicted locally towards the drag target
// at the rules' speed, so the drag answers at once.
import { CANNON_MAX_X, CANNON_MIN_X, CANNON_SPEED, CC_TICK_HZ } from '@portal/game-rules/cannon-clash';

export const TICK_MS = 1000 / CC_TICK_HZ;
/** How far behind the newest frame the picture is drawn: one patch interval (two steps) plus a step for jitter. */
export const RENDER_DELAY_MS = 3 * TICK_MS;
const MAX_FRAMES = 12;

export interface MinionFrame {
  id: number;
  side: 0 | 1;
  x: number;
  y: number;
  hp: number;
}

/** World positions of one server state. */
export interface Frame {
  tick: number;
  cannonX: [number, number];
  minions: MinionFrame[];
}

export interface Picture {
  cannonX: [number, number];
  minions: MinionFrame[];
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export class FrameBuffer {
  private frames: Frame[] = [];
  /** Local ms minus server timeline ms, smoothed (the newest frame's arrival sets the pace). */
  private offset: number | null = null;

  clear(): void {
    this.frames = [];
    this.offset = null;
  }

  get latest(): Frame | null {
    return this.frames.at(-1) ?? null;
  }

  /**
   * A state arrived at local time `now` (ms). Frames of an older tick replace nothing. A frame
   * without a finite tick (a state decoded before its clock) is refused: placing it on the
   * timeline would make the offset, and with it every position drawn afterwards, NaN.
   */
  push(frame: Frame, now: number): boolean {
    if (!Number.isFinite(frame.tick) || !Number.isFinite(now)) return false;
    const last = this.latest;
    if (last && frame.tick < last.tick) return false;
    if (last && frame.tick === last.tick) this.frames[this.frames.length - 1] = frame;
    else this.frames.push(frame);
    if (this.frames.length > MAX_FRAMES) this.frames.shift();
    const sample = now - frame.tick * TICK_MS;
    // Late frames (jitter) pull the offset up slowly; early ones are taken at once.
    this.offset = this.offset === null || sample < this.offset ? sample : lerp(this.offset, sample, 0.05);
    return true;
  }

  /** The picture to draw at local time `now`. */
  sample(now: number): Picture | null {
    const frames = this.frames;
    const newest = frames.at(-1);
    if (!newest || this.offset === null) return null;
    const at = now - this.offset - RENDER_DELAY_MS;
    let i = frames.length - 1;
    while (i > 0 && (frames[i - 1] as Frame).tick * TICK_MS > at) i -= 1;
    const b = frames[i] as Frame;
    const a = i > 0 ? (frames[i - 1] as Frame) : b;
    const span = (b.tick - a.tick) * TICK_MS;
    const t = span > 0 ? Math.min(1, Math.max(0, (at - a.tick * TICK_MS) / span)) : 1;
    const before = new Map(a.minions.map((m) => [m.id, m]));
    return {
      cannonX: [lerp(a.cannonX[0], b.cannonX[0], t), lerp(a.cannonX[1], b.cannonX[1], t)],
      minions: b.minions.map((m) => {
        const from = before.get(m.id);
        return from ? { ...m, x: lerp(from.x, m.x, t), y: lerp(from.y, m.y, t) } : m;
      }),
    };
  }
}

/** The own cannon drawn ahead of the server: it moves towards the drag target at the rules' speed. */
export class CannonPrediction {
  private x: number | null = null;
  private target: number | null = null;

  reset(): void {
    this.x = null;
    this.target = null;
  }

  setTarget(worldX: number, from: number): void {
    this.target = Math.min(CANNON_MAX_X, Math.max(CANNON_MIN_X, worldX));
    if (this.x === null) this.x = from;
  }

  /** Advances by `ms` and returns the x to draw; the server's x when there is nothing to predict. */
  advance(ms: number, serverX: number): number {
    if (this.x === null || this.target === null) return serverX;
    const step = CANNON_SPEED * (ms / TICK_MS);
    const d = this.target - this.x;
    this.x = Math.abs(d) <= step ? this.target : this.x + Math.sign(d) * step;
    // Once both rest at the target, follow the server again (it is the authority).
    if (this.x === this.target && Math.abs(serverX - this.target) < 0.5) {
      this.reset();
      return serverX;
    }
    return this.x;
  }
}
