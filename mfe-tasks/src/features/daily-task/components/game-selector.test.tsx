import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { activeDayAtom, activeDayDataAtom, gameIdAtom, portalStore } from '@portal/shared/session';
import { fakeApi, ok, renderWithProviders, resetSession, signIn } from '@portal/shared/testing';
import { GameSelector } from './game-selector';

beforeEach(() => {
  resetSession();
  signIn();
});

const games = ok([
  { name: 'PUBG Mobile', gameId: 1, thumbnail: null },
  { name: 'Free Fire', gameId: 2, thumbnail: null },
]);

/** The portal around the popup: its main region, and the popup open until it closes (as the shell's start-up does). */
function Portal({ opener }: { opener?: boolean }) {
  const [open, setOpen] = useState(!opener);
  return (
    <>
      <main tabIndex={-1}>
        <h1>Home</h1>
        {opener && (
          <button type="button" onClick={() => setOpen(true)}>
            Change game
          </button>
        )}
      </main>
      {open && <GameSelector open onClose={() => setOpen(false)} />}
    </>
  );
}

describe('GameSelector', () => {
  it("lists the daily games under 'SELECT YOUR GAME' and stores the chosen game and day data", async () => {
    const api = fakeApi({
      'GET /v1/daily-challenges/games': games,
      'POST /v1/user/game': ok({ active_streak: 3, gameId: 2, active_day: 3 }),
    });
    const onClose = jest.fn();
    renderWithProviders(<GameSelector open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'SELECT YOUR GAME' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Free Fire' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(api.callsTo('POST /v1/user/game')[0]?.data))).toEqual({ gameId: 2 });
    expect(portalStore.get(gameIdAtom)).toBe('2');
    expect(portalStore.get(activeDayDataAtom)).toEqual({ active_streak: 3, gameId: 2, active_day: 3 });
    expect(portalStore.get(activeDayAtom)).toBe('3');
    expect(sessionStorage.getItem('gameId')).toBe('2');
  });

  it("shows 'Error: Failed to load games' when the list fails", async () => {
    fakeApi({ 'GET /v1/daily-challenges/games': { status: 500, data: {} } });
    renderWithProviders(<GameSelector open onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load games');
  });

  it('keeps the dialog open and says so when the choice is refused', async () => {
    fakeApi({
      'GET /v1/daily-challenges/games': games,
      'POST /v1/user/game': { status: 404, data: { success: false, message: 'Unknown game' } },
    });
    const onClose = jest.fn();
    renderWithProviders(<GameSelector open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'PUBG Mobile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown game');
    expect(onClose).not.toHaveBeenCalled();
    expect(portalStore.get(gameIdAtom)).toBeNull();
  });

  it('Escape gives focus back to the button that opened it', async () => {
    fakeApi({ 'GET /v1/daily-challenges/games': games });
    renderWithProviders(<Portal opener />);
    const opener = screen.getByRole('button', { name: 'Change game' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'SELECT YOUR GAME' });
    await within(dialog).findByRole('button', { name: 'Free Fire' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('opened at start-up with nothing focused, Escape puts focus on the page, not the body', async () => {
    fakeApi({ 'GET /v1/daily-challenges/games': games });
    renderWithProviders(<Portal />);
    const dialog = screen.getByRole('dialog', { name: 'SELECT YOUR GAME' });
    await within(dialog).findByRole('button', { name: 'Free Fire' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
