import { describe, expect, it } from '@jest/globals';
import { playLevel, perfectClicks } from '@portal/game-rules/aim-train';
import {
  decodeLevelEnded,
  decodeLevelVerdict,
  decodeStartLevel,
  encodeLevelEnded,
  encodeLevelVerdict,
  encodeStartLevel,
  levelOutcomeMessage,
} from './aim-train';

describe('Aim Train message contract', () => {
  it('round-trips StartLevel and refuses malformed parameters', () => {
    expect(decodeStartLevel(encodeStartLevel({ level: 4, seed: 123 }))).toEqual({ level: 4, seed: 123 });
    for (const bad of [
      undefined,
      5,
      'nope',
      '{"level":"4","seed":1}',
      '{"level":4}',
      '{"level":4,"seed":null}',
    ]) {
      expect(decodeStartLevel(bad)).toBeNull();
    }
  });

  it('round-trips LevelEnded with a real replay and refuses malformed payloads', () => {
    const { state, replay } = playLevel(2, 99, perfectClicks);
    const payload = { level: 2, passed: true, reason: null, stats: state.stats, replay };
    expect(decodeLevelEnded(encodeLevelEnded(payload))).toEqual(payload);
    expect(decodeLevelEnded('{}')).toBeNull();
    expect(decodeLevelEnded(JSON.stringify({ ...payload, passed: 'yes' }))).toBeNull();
    expect(decodeLevelEnded(JSON.stringify({ ...payload, replay: { seed: 1 } }))).toBeNull();
  });

  it('round-trips LevelVerdict and refuses malformed parameters', () => {
    expect(decodeLevelVerdict(encodeLevelVerdict({ level: 3, counted: false }))).toEqual({
      level: 3,
      counted: false,
    });
    for (const bad of [
      undefined,
      'nope',
      '{"level":3}',
      '{"level":"3","counted":true}',
      '{"level":3,"counted":1}',
    ]) {
      expect(decodeLevelVerdict(bad)).toBeNull();
    }
  });

  it("says 'Level N completed!' or 'Level N failed! Reason: {reason}'", () => {
    expect(levelOutcomeMessage(7, true, null)).toBe('Level 7 completed!');
    expect(levelOutcomeMessage(7, false, 'Time is up')).toBe('Level 7 failed! Reason: Time is up');
  });
});
