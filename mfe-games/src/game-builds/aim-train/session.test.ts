import { describe, expect, it } from '@jest/globals';
import {
  AIM_ARENA_HEIGHT,
  AIM_ARENA_WIDTH,
  maxReplayInputs,
  verifyReplay,
} from '@portal/game-rules/aim-train';
import { fitArena, toArena } from './arena-view';
import { advance, endedPayload, queueClick, startSession } from './session';

/** Plays like a person: presses the oldest target's centre a few ticks after it appears. */
function play(level: number, seed: number, extraMissesPerTarget = 0) {
  const session = startSession(level, seed);
  const pressed = new Set<number>();
  while (session.state.status === 'playing') {
    for (const t of session.state.targets) {
      if (pressed.has(t.id) || session.state.tick - t.spawnTick < 12) continue;
      pressed.add(t.id);
      for (let m = 0; m < extraMissesPerTarget; m += 1) queueClick(session, { x: 1, y: 1 });
      queueClick(session, { x: t.x, y: t.y });
    }
    advance(session);
  }
  return session;
}

describe('Aim Train level session (game side)', () => {
  it('records a replay the api re-runs to the same result', () => {
    for (const level of [1, 11, 25]) {
      const session = play(level, 1234 + level);
      const ended = endedPayload(session);
      expect(ended.passed).toBe(true);
      const check = verifyReplay(ended.replay);
      expect(check).toMatchObject({ valid: true, passed: true });
      expect(check.stats).toEqual(session.state.stats);
    }
  });

  it('applies at most two presses per tick and keeps the rest for the next ticks', () => {
    const session = startSession(1, 5);
    for (let i = 0; i < 5; i += 1) queueClick(session, { x: 10, y: 10 });
    advance(session);
    expect(session.inputs).toHaveLength(2);
    advance(session);
    advance(session);
    expect(session.inputs.map((i) => i.tick)).toEqual([0, 0, 1, 1, 2]);
    expect(verifyReplay(endedPayload(session).replay).valid).toBe(true);
  });

  it('never records more presses than the replay check allows', () => {
    const session = startSession(1, 5);
    const limit = maxReplayInputs(1);
    while (session.state.status === 'playing') {
      queueClick(session, { x: 1, y: 1 });
      queueClick(session, { x: 2, y: 2 });
      advance(session);
    }
    expect(session.inputs.length).toBeLessThanOrEqual(limit);
    expect(verifyReplay(endedPayload(session).replay)).toMatchObject({ valid: true, passed: false });
  });

  it('reports a failed level with the rules reason when nobody presses', () => {
    const session = startSession(3, 8);
    while (session.state.status === 'playing') advance(session);
    const ended = endedPayload(session);
    expect(ended.passed).toBe(false);
    expect(ended.reason).toBe('Too many targets missed');
  });

  it('maps canvas pixels to arena units and ignores presses on the letterbox', () => {
    const fit = fitArena({ width: 800, height: 600, dpr: 2 });
    expect(fit.scale).toBe(0.5);
    expect(fit.top).toBe((600 - AIM_ARENA_HEIGHT * 0.5) / 2);
    expect(toArena(fit, 400, 300)).toEqual({ x: AIM_ARENA_WIDTH / 2, y: AIM_ARENA_HEIGHT / 2 });
    expect(toArena(fit, 400, 10)).toBeNull();
    expect(toArena(fit, 400, 590)).toBeNull();
  });
});
