import { describe, expect, it } from '@jest/globals';
import { CannonPrediction, FrameBuffer, RENDER_DELAY_MS, TICK_MS, type Frame } from './interpolation';

const frame = (tick: number, x: number, minions: Frame['minions'] = []): Frame => ({
  tick,
  cannonX: [x, 900 - x],
  minions,
});

describe('FrameBuffer', () => {
  it('draws a moment three server steps back, interpolated between the frames around it', () => {
    const b = new FrameBuffer();
    b.push(frame(10, 100, [{ id: 1, side: 0, x: 100, y: 1000, hp: 100 }]), 1000);
    b.push(frame(11, 130, [{ id: 1, side: 0, x: 100, y: 990, hp: 100 }]), 1000 + TICK_MS);
    b.push(frame(12, 160, [{ id: 1, side: 0, x: 100, y: 980, hp: 90 }]), 1000 + 2 * TICK_MS);
    // Tick 10 arrived at 1000; three steps later plus half a step the picture shows tick 10.5.
    const p = b.sample(1000 + 3 * TICK_MS + TICK_MS / 2);
    expect(RENDER_DELAY_MS).toBe(3 * TICK_MS);
    expect(p?.cannonX[0]).toBeCloseTo(115);
    expect(p?.cannonX[1]).toBeCloseTo(785);
    expect(p?.minions[0]?.y).toBeCloseTo(995);
  });

  it('holds the newest frame when no newer one came (no guessing ahead)', () => {
    const b = new FrameBuffer();
    b.push(frame(1, 100), 0);
    b.push(frame(2, 130), TICK_MS);
    expect(b.sample(10_000)?.cannonX[0]).toBe(130);
  });

  it('shows a new minion where it spawned and drops a dead one', () => {
    const b = new FrameBuffer();
    b.push(frame(1, 100, [{ id: 1, side: 0, x: 1, y: 1, hp: 5 }]), 0);
    b.push(frame(2, 100, [{ id: 2, side: 1, x: 50, y: 60, hp: 100 }]), TICK_MS);
    const p = b.sample(TICK_MS + RENDER_DELAY_MS);
    expect(p?.minions).toEqual([{ id: 2, side: 1, x: 50, y: 60, hp: 100 }]);
  });

  it('ignores frames older than the newest and smooths late arrivals', () => {
    const b = new FrameBuffer();
    b.push(frame(5, 100), 0);
    b.push(frame(4, 999), 10);
    expect(b.latest?.cannonX[0]).toBe(100);
    b.push(frame(6, 130), TICK_MS + 40); // 40 ms late
    // The timeline keeps the early pace: the late frame is not yet due in full.
    const p = b.sample(TICK_MS + 40);
    expect(p?.cannonX[0]).toBeLessThan(130);
    expect(b.sample(-1000)).not.toBeNull();
    b.clear();
    expect(b.sample(0)).toBeNull();
  });
});

describe('CannonPrediction', () => {
  it('moves the own cannon towards the drag target at the rules speed, then hands back to the server', () => {
    const p = new CannonPrediction();
    expect(p.advance(16, 450)).toBe(450);
    p.setTarget(900, 450); // clamped to 840
    expect(p.advance(TICK_MS, 450)).toBe(480);
    expect(p.advance(TICK_MS * 100, 500)).toBe(840);
    expect(p.advance(16, 840)).toBe(840);
    // Converged: the server's x is used again.
    expect(p.advance(16, 700)).toBe(700);
  });
});

describe('FrameBuffer before the clock', () => {
  it('refuses a frame without a finite tick, so the timeline never turns NaN', () => {
    const b = new FrameBuffer();
    expect(b.push({ tick: Number.NaN, cannonX: [450, 450], minions: [] }, 0)).toBe(false);
    expect(b.push({ tick: undefined as unknown as number, cannonX: [450, 450], minions: [] }, 5)).toBe(false);
    expect(b.sample(10)).toBeNull();
    expect(b.push({ tick: 4, cannonX: [100, 800], minions: [] }, 20)).toBe(true);
    expect(b.push({ tick: 6, cannonX: [160, 800], minions: [] }, 120)).toBe(true);
    const x = b.sample(200)?.cannonX[0] ?? Number.NaN;
    expect(Number.isFinite(x)).toBe(true);
  });
});
