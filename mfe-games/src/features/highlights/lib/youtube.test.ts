import { describe, expect, it } from '@jest/globals';
import { embedUrl, gameHighlightsPath, youtubeId } from './youtube';

describe('youtube links', () => {
  it('reads the video id of watch, short and embed links', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=pzpubg00001')).toBe('pzpubg00001');
    expect(youtubeId('https://youtu.be/abc123')).toBe('abc123');
    expect(youtubeId('https://www.youtube.com/embed/xyz_9')).toBe('xyz_9');
    expect(youtubeId('https://example.com/watch?v=1')).toBeNull();
    expect(youtubeId('not a url')).toBeNull();
  });

  it('builds the player URL and the game highlights path', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=abc')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0',
    );
    expect(embedUrl('https://example.com/v.mp4')).toBeNull();
    expect(gameHighlightsPath(7, 'Cannon Clash')).toBe('/game-highlights?gameId=7&gameName=Cannon+Clash');
  });
});
