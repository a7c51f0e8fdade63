import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { gameCoverImage } from '@portal/shared/lib';
import { GameIcon } from './game-icon';

describe('game icon', () => {
  it('finds covers by name, case-insensitively, and Free Fire under freefire', () => {
    expect(gameCoverImage('PUBG Mobile')).not.toBeNull();
    expect(gameCoverImage('Free Fire')).toEqual(gameCoverImage('freefire'));
    expect(gameCoverImage('Free Fire')).not.toBeNull();
    expect(gameCoverImage('Unknown Game')).toBeNull();
  });

  it('uses the mid-size image between 500 and 767 px for the in-house games', () => {
    const { container } = render(<GameIcon gameName="Cannon Clash" thumbnail={null} />);
    expect(container.querySelector('source')).toHaveAttribute(
      'media',
      '(min-width: 500px) and (max-width: 767px)',
    );
    expect(screen.getByRole('img', { name: 'Cannon Clash' })).toHaveAttribute('height', '180');
  });

  it('falls back to the thumbnail, then to a letter, for an unknown game', () => {
    const { rerender, container } = render(<GameIcon gameName="Chess" thumbnail="/t.png" />);
    expect(screen.getByRole('img', { name: 'Chess' })).toHaveAttribute('src', '/t.png');
    rerender(<GameIcon gameName="Chess" thumbnail={null} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('C');
  });
});
