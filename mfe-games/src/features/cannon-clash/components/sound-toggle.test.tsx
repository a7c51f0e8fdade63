import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { GameLoader } from '../../game-platform/hooks/use-game-loader';
import { CANNON_CLASH_GAME } from '../../../game-contracts/cannon-clash';
import { MUTED_KEY, SoundToggle } from './sound-toggle';

const loaderWith = (status: GameLoader['status'], send: GameLoader['send']): GameLoader =>
  ({ status, send }) as unknown as GameLoader;

describe('SoundToggle', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a choice made while the game loads, and tells the game once it has loaded', () => {
    const send = jest.fn<GameLoader['send']>();
    const { rerender } = render(<SoundToggle loader={loaderWith('loading', send)} />);
    const button = screen.getByRole('button', { name: 'Sound effects' });
    expect(button).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('title', 'Sound off');
    // Kept before the game exists: a player who leaves now finds the game muted next time.
    expect(window.localStorage.getItem(MUTED_KEY)).toBe('1');
    expect(send).not.toHaveBeenCalled();

    rerender(<SoundToggle loader={loaderWith('loaded', send)} />);
    expect(send).toHaveBeenLastCalledWith(
      CANNON_CLASH_GAME.gameObject,
      CANNON_CLASH_GAME.methods.setMuted,
      'true',
    );

    fireEvent.click(button);
    expect(send).toHaveBeenLastCalledWith(
      CANNON_CLASH_GAME.gameObject,
      CANNON_CLASH_GAME.methods.setMuted,
      'false',
    );
    expect(window.localStorage.getItem(MUTED_KEY)).toBe('0');
  });

  it('starts from the choice this browser kept', () => {
    window.localStorage.setItem(MUTED_KEY, '1');
    const send = jest.fn<GameLoader['send']>();
    render(<SoundToggle loader={loaderWith('loaded', send)} />);
    expect(screen.getByRole('button', { name: 'Sound effects' })).toHaveAttribute('aria-pressed', 'false');
    expect(send).toHaveBeenCalledWith(
      CANNON_CLASH_GAME.gameObject,
      CANNON_CLASH_GAME.methods.setMuted,
      'true',
    );
  });
});
