import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { GameError } from './game-error';
import { RotateNotice } from './rotate-notice';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('GameError', () => {
  it('shows the spec message; Reload Game reloads', () => {
    const reload = jest.fn();
    render(<GameError onReload={reload} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Game Error: There was an error loading the game. This may be due to WebGL compatibility issues.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload Game' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the page becomes visible again', () => {
    const reload = jest.fn();
    render(<GameError onReload={reload} />);
    setVisibility('hidden');
    expect(reload).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('RotateNotice', () => {
  it('asks to rotate to landscape', () => {
    render(<RotateNotice />);
    expect(screen.getByText('Please rotate your device to landscape mode')).toBeInTheDocument();
  });
});
