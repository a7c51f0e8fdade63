import { describe, expect, it } from '@jest/globals';
import { GAME_COVER_NAMES, gameCoverImage } from './game-cover';

describe('gameCoverImage', () => {
  it('has art for the 17 game names of the spec', () => {
    expect(GAME_COVER_NAMES).toHaveLength(17);
    for (const name of GAME_COVER_NAMES) expect(gameCoverImage(name)?.src).toBeTruthy();
  });

  it('ignores case, spaces and punctuation', () => {
    expect(gameCoverImage('PUBG Mobile')).toBe(gameCoverImage('pubg mobile'));
    expect(gameCoverImage('Free Fire')).toBe(gameCoverImage('freefire'));
    expect(gameCoverImage('8-Ball Pool')).toBe(gameCoverImage('8 ball pool'));
  });

  it('gives the three in-house games a different image between 500 and 767 px', () => {
    for (const name of ['Aim Train', 'Cannon Clash', 'Puzzle Mania']) {
      const cover = gameCoverImage(name)!;
      expect(cover.midSrc).toBeTruthy();
      expect(cover.midSrc).not.toBe(cover.src);
    }
    expect(gameCoverImage('Valorant')?.midSrc).toBeUndefined();
  });

  it('gives an unknown game no image', () => {
    expect(gameCoverImage('Chess')).toBeNull();
    expect(gameCoverImage('')).toBeNull();
    expect(gameCoverImage(null)).toBeNull();
  });
});
