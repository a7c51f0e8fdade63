import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { gameCoverImage } from '@portal/shared/lib';
import { GameCover } from '@portal/shared/ui';

describe('GameCover', () => {
  it('finds covers by name, case-insensitively, and Free Fire under freefire', () => {
    expect(gameCoverImage('PUBG Mobile')).not.toBeNull();
    expect(gameCoverImage('Free Fire')).toEqual(gameCoverImage('freefire'));
    expect(gameCoverImage('Free Fire')).not.toBeNull();
    expect(gameCoverImage('Unknown Game')).toBeNull();
  });

  it('uses the mid-size image between 500 and 767 px for the in-house games', () => {
    const { container } = render(<GameCover game="Cannon Clash" alt="Cannon Clash" />);
    expect(container.querySelector('source')).toHaveAttribute(
      'media',
      '(min-width: 500px) and (max-width: 767px)',
    );
    expect(screen.getByRole('img', { name: 'Cannon Clash' })).toHaveAttribute('height', '180');
  });

  it('offers the cover art as WebP first, with the SVG as the fallback, at each width', () => {
    const { container } = render(<GameCover game="Cannon Clash" alt="Cannon Clash" />);
    const sources = [...container.querySelectorAll('source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('type'),
      source.getAttribute('srcset'),
    ]);
    const mid = '(min-width: 500px) and (max-width: 767px)';
    expect(sources).toEqual([
      [mid, 'image/webp', '/assets/cannon-clash-mid.webp'],
      [mid, null, '/assets/cannon-clash-mid.svg'],
      [null, 'image/webp', '/assets/cannon-clash.webp'],
    ]);
    expect(screen.getByRole('img', { name: 'Cannon Clash' })).toHaveAttribute(
      'src',
      '/assets/cannon-clash.svg',
    );
    // Every cover has its WebP copy.
    for (const name of ['PUBG Mobile', 'Free Fire', '8 Ball Pool', 'Puzzle Mania'])
      expect(gameCoverImage(name)?.webp).toMatch(/\.webp$/);
  });

  it('shows an image of its own first, else the cover art', () => {
    const { rerender } = render(<GameCover game="PUBG Mobile" src="/t.png" alt="PUBG Mobile" />);
    expect(screen.getByRole('img', { name: 'PUBG Mobile' })).toHaveAttribute('src', '/t.png');
    rerender(<GameCover game="PUBG Mobile" alt="PUBG Mobile" />);
    expect(screen.getByRole('img', { name: 'PUBG Mobile' })).toHaveAttribute(
      'src',
      gameCoverImage('PUBG Mobile')?.src,
    );
  });

  it('falls back to the thumbnail, then to a blank or a letter, for an unknown game', () => {
    const { rerender, container } = render(<GameCover game="Chess" src="/t.png" alt="Chess" />);
    expect(screen.getByRole('img', { name: 'Chess' })).toHaveAttribute('src', '/t.png');
    rerender(<GameCover game="Chess" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^$/);
    rerender(<GameCover game="Chess" alt="Chess" initial />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('C');
  });
});
