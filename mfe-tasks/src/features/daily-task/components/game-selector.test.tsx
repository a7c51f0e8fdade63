import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { activeDayAtom, activeDayDataAtom, gameIdAtom, portalStore } from '@portal/shared/session';
import {
  fakeApi,
  type FakeRoute,
  ok,
  renderWithProviders,
  resetSession,
  signIn,
} from '@portal/shared/testing';
import { LocationProbe, probedLocation } from '../../../testing/location-probe';
import { GameSelector } from './game-selector';

beforeEach(() => {
  resetSession();
  signIn();
});

const games = ok([
  { name: 'PUBG Mobile', gameId: 1, thumbnail: null, task_today: 1 },
  { name: 'Free Fire', gameId: 2, thumbnail: null },
  { name: 'Clash Royale', gameId: 3, thumbnail: null, task_today: 0 },
]);
/** The server's answer to a choice: the day data of the game chosen. */
const chosen: Record<string, FakeRoute> = {
  'POST /v1/user/game': (body) => ok({ active_streak: 3, gameId: body.gameId, active_day: 3 }),
};

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
    renderWithProviders(<GameSelector open onClose={onClose} />, { route: '/tasks' });
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

describe('GameSelector: what a pick did, away from /tasks', () => {
  /** The portal on `route` with the start-up selector open; /tasks stands in as a location probe. */
  function portalAt(route: string) {
    return renderWithProviders(<Portal />, { route, extraRoutes: { '/tasks': <LocationProbe /> } });
  }
  async function pick(name: string) {
    const selector = screen.getByRole('dialog', { name: 'SELECT YOUR GAME' });
    await userEvent.click(await within(selector).findByRole('button', { name: new RegExp(name) }));
  }

  it('on the home page, says the chosen game’s daily task is ready and links to /tasks', async () => {
    fakeApi({ 'GET /v1/daily-challenges/games': games, ...chosen });
    portalAt('/');
    await pick('PUBG Mobile');
    const notice = await screen.findByRole('dialog', { name: 'Your daily task for PUBG Mobile is ready' });
    expect(screen.queryByRole('dialog', { name: 'SELECT YOUR GAME' })).not.toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'See today’s challenge and send your screenshot on the Daily Tasks page.',
    );
    expect(notice).toContainElement(document.activeElement as HTMLElement);
    const link = within(notice).getByRole('link', { name: 'Go to daily task' });
    expect(link).toHaveAttribute('href', '/tasks');
    expect(portalStore.get(gameIdAtom)).toBe('1');

    await userEvent.click(link);
    expect(probedLocation(screen.getByTestId('location').textContent).path).toBe('/tasks');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Not now' closes the notice, keeps the choice and leaves focus on the page", async () => {
    fakeApi({ 'GET /v1/daily-challenges/games': games, ...chosen });
    portalAt('/tournaments');
    await pick('Free Fire');
    const notice = await screen.findByRole('dialog', { name: 'Your daily task for Free Fire is ready' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(portalStore.get(gameIdAtom)).toBe('2');
  });

  it('Escape closes the notice like the other popups', async () => {
    fakeApi({ 'GET /v1/daily-challenges/games': games, ...chosen });
    portalAt('/');
    await pick('PUBG Mobile');
    await screen.findByRole('dialog', { name: 'Your daily task for PUBG Mobile is ready' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('a game without a task today says so instead of promising one, and still links to /tasks', async () => {
    fakeApi({ 'GET /v1/daily-challenges/games': games, ...chosen });
    portalAt('/');
    await pick('Clash Royale');
    const notice = await screen.findByRole('dialog', { name: 'Clash Royale is now your game' });
    expect(notice).toHaveTextContent(
      'It has no task today. Come back tomorrow, or choose another game on the Daily Tasks page.',
    );
    expect(notice).not.toHaveTextContent('is ready');
    expect(within(notice).getByRole('link', { name: 'Go to daily task' })).toHaveAttribute('href', '/tasks');
  });

  it('on /tasks, where the page shows the task, a pick only closes the selector', async () => {
    fakeApi({ 'GET /v1/daily-challenges/games': games, ...chosen });
    renderWithProviders(<Portal />, { route: '/tasks' });
    await pick('PUBG Mobile');
    await waitFor(() => expect(portalStore.get(gameIdAtom)).toBe('1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Go to daily task' })).not.toBeInTheDocument();
  });

  it('a refused choice shows the error in the selector and no notice', async () => {
    fakeApi({
      'GET /v1/daily-challenges/games': games,
      'POST /v1/user/game': { status: 404, data: { success: false, message: 'Unknown game' } },
    });
    portalAt('/');
    await pick('PUBG Mobile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown game');
    expect(screen.getByRole('dialog', { name: 'SELECT YOUR GAME' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to daily task' })).not.toBeInTheDocument();
  });
});
