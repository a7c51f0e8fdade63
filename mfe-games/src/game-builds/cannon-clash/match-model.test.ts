import { describe, expect, it } from '@jest/globals';
import type { CannonClashState } from '@portal/contracts';
import { MatchModel } from './match-model';
import { TICK_MS } from './interpolation';

/** A room state as the SDK hands it over (schema collections are iterable; minions a map). */
function state(tick: number | undefined, minions: Array<{ id: number; side: number; x: number; y: number }>) {
  return {
    phase: 'playing',
    tick,
    remainingSeconds: 170,
    winner: -1,
    players: [
      { side: 0, sessionId: 'a', name: 'Ali', connected: true },
      { side: 1, sessionId: 'b', name: 'Sara', connected: true },
    ],
    cannons: [
      { side: 0, x: 300 + (tick ?? 0), y: 1530, reloadTicks: 0 },
      { side: 1, x: 600, y: 70, reloadTicks: 5 },
    ],
    towers: [],
    minions: new Map(minions.map((m) => [String(m.id), { ...m, hp: 100 }])),
  } as unknown as CannonClashState;
}

const finite = (v: number) => Number.isFinite(v);

describe('MatchModel', () => {
  it('stays finite when the first state arrives before its tick (the room was just joined)', () => {
    const model = new MatchModel();
    // What the SDK gave right after joining: the schema object, nothing decoded yet.
    model.ingest({} as CannonClashState, 0);
    model.ingest(state(undefined, []), 10);
    expect(model.frames.sample(20)).toBeNull();
    model.ingest(state(100, [{ id: 1, side: 1, x: 450, y: 300 }]), 100);
    model.ingest(state(102, [{ id: 1, side: 1, x: 450, y: 309 }]), 200);
    model.ingest(state(104, [{ id: 1, side: 1, x: 450, y: 318 }]), 300);
    for (const now of [300, 320, 350, 400, 1000]) {
      const p = model.frames.sample(now);
      expect(p).not.toBeNull();
      expect(p?.cannonX.every(finite)).toBe(true);
      expect(p?.minions).toHaveLength(1);
      expect(finite(p?.minions[0]?.x ?? NaN) && finite(p?.minions[0]?.y ?? NaN)).toBe(true);
    }
    // Drawn between the states: the minion moves smoothly from 300 to 318.
    const mid = model.frames.sample(300 + 2 * TICK_MS)?.minions[0]?.y ?? NaN;
    expect(mid).toBeGreaterThan(300);
    expect(mid).toBeLessThan(318);
    expect(model.remainingSeconds).toBe(170);
  });

  it('skips a minion whose position is not decoded yet and keeps the rest', () => {
    const model = new MatchModel();
    const s = state(10, [{ id: 2, side: 0, x: 200, y: 1400 }]);
    (s.minions as Map<string, unknown>).set('3', { id: 3, side: 0 });
    model.ingest(s, 0);
    expect(model.frames.latest?.minions.map((m) => m.id)).toEqual([2]);
  });

  it('finds the own side from the players when the welcome was missed', () => {
    const model = new MatchModel();
    model.sessionId = 'b';
    model.ingest(state(1, []), 0);
    expect(model.side).toBe(1);
    expect(model.players.map((p) => p.name)).toEqual(['Ali', 'Sara']);
  });
});
