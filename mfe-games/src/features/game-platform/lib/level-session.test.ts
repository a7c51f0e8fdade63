import { describe, expect, it } from '@jest/globals';
import { parseLevelSeed, parseLevelSession } from './level-session';

const valid = { game_unique_id: 'aim-train', game_name: 'Aim Train', game_level: 3, level_credits: 10 };

describe('parseLevelSession', () => {
  it('accepts the routing state of docs/product/games.md', () => {
    expect(parseLevelSession(valid)).toEqual(valid);
    expect(parseLevelSession({ ...valid, game_level: '3', level_credits: '10', extra: 1 })).toEqual(valid);
  });

  it('refuses anything else', () => {
    for (const state of [
      null,
      undefined,
      'aim-train',
      {},
      { ...valid, game_unique_id: '' },
      { ...valid, game_name: 5 },
      { ...valid, game_level: 0 },
      { ...valid, game_level: 1.5 },
      { ...valid, level_credits: -1 },
      { ...valid, level_credits: 'ten' },
    ]) {
      expect(parseLevelSession(state)).toBeNull();
    }
  });
});

describe('parseLevelSeed', () => {
  it('reads the seed the api issued, from 0 to 2^32 - 1', () => {
    expect(parseLevelSeed({ ...valid, seed: 90210 })).toBe(90210);
    expect(parseLevelSeed({ ...valid, seed: 0 })).toBe(0);
    expect(parseLevelSeed({ ...valid, seed: 2 ** 32 - 1 })).toBe(2 ** 32 - 1);
  });

  it('is null without a usable seed', () => {
    for (const state of [
      null,
      valid,
      { ...valid, seed: '90210' },
      { ...valid, seed: -1 },
      { ...valid, seed: 2 ** 32 },
      { ...valid, seed: 1.5 },
    ]) {
      expect(parseLevelSeed(state)).toBeNull();
    }
  });
});
