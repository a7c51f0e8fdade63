import { describe, expect, it } from '@jest/globals';
import { chosenCover, coverPicture, GAME_COVER_NAMES, gameCoverImage, MID_IMAGE_MEDIA } from './game-cover';

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

describe('coverPicture and chosenCover', () => {
  const midScreen = (media: string) => media === MID_IMAGE_MEDIA;
  const otherScreen = () => false;

  it('an in-house game: the mid-size WebP between 500 and 767 px, the WebP elsewhere, the SVG last', () => {
    const cover = gameCoverImage('Cannon Clash')!;
    const picture = coverPicture('Cannon Clash');
    expect(picture).toEqual({
      sources: [
        { media: MID_IMAGE_MEDIA, type: 'image/webp', srcSet: cover.midWebp },
        { media: MID_IMAGE_MEDIA, srcSet: cover.midSrc },
        { type: 'image/webp', srcSet: cover.webp },
      ],
      image: cover.src,
    });
    expect(chosenCover(picture, midScreen)).toBe(cover.midWebp);
    expect(chosenCover(picture, otherScreen)).toBe(cover.webp);
  });

  it('its own image (an api thumbnail) at every width; nothing for an unknown game', () => {
    const own = coverPicture('Cannon Clash', '/uploads/cup.webp');
    expect(own).toEqual({ sources: [], image: '/uploads/cup.webp' });
    expect(chosenCover(own, midScreen)).toBe('/uploads/cup.webp');
    expect(chosenCover(coverPicture('Chess'), midScreen)).toBeUndefined();
  });
});
