import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cannonInstructionsOpenAtom, portalStore } from '@portal/shared/session';
import {
  fakeApi,
  type FakeRoute,
  notTimeouts,
  ok,
  renderWithProviders,
  resetSession,
  signIn,
} from '@portal/shared/testing';
import { DailyGamingTasksPage } from './daily-gaming-tasks-page';
import { HomeMadeByEsl } from './home-made-by-esl';

const eslGame = (gameId: number, game_name: string, game_unique_id: string, game_status = 1) => ({
  gameId,
  game_name,
  game_unique_id,
  game_status,
  thumbnail: null,
});
const eslGames = ok({
  eslgames: [
    eslGame(5, 'Aim Train', 'aim-train'),
    eslGame(7, 'Cannon Clash', 'cannon-clash'),
    eslGame(8, 'Minecraft', 'minecraft-builder', 0),
  ],
});
const challengeGames = ok([
  { id: 1, gameId: 1, game: 'PUBG Mobile', thumbnail: null },
  { id: 5, gameId: 5, game: 'Aim Train', thumbnail: null },
]);

function setup(routes: Record<string, FakeRoute> = {}) {
  fakeApi({ 'GET /v1/esl-games/check': eslGames, 'POST /v1/challenges/games': challengeGames, ...routes });
  renderWithProviders(<DailyGamingTasksPage />, { route: '/daily-gaming-tasks' });
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetSession();
  signIn();
  portalStore.set(cannonInstructionsOpenAtom, false);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('/daily-gaming-tasks', () => {
  it("is titled 'Gaming Challenges' with 'Made by ESL' and 'Other Games'", async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Gaming Challenges' })).toBeInTheDocument();
    expect(
      await within(section('Made by ESL')).findByRole('link', { name: 'Aim Train' }),
    ).toBeInTheDocument();
    expect(
      await within(section('Other Games')).findByRole('link', { name: 'PUBG Mobile' }),
    ).toBeInTheDocument();
  });

  it('lists active ESL games only: Cannon Clash to /tournaments, the others to their challenges', async () => {
    setup();
    const esl = section('Made by ESL');
    expect(await within(esl).findByRole('link', { name: 'Aim Train' })).toHaveAttribute(
      'href',
      '/game-challenges?gameId=5',
    );
    expect(within(esl).getByRole('link', { name: 'Cannon Clash' })).toHaveAttribute('href', '/tournaments');
    expect(within(esl).queryByText('Minecraft')).not.toBeInTheDocument();
  });

  it("opens the Cannon Clash instructions from 'How to Play'", async () => {
    setup();
    const buttons = await within(section('Made by ESL')).findAllByRole('button', { name: /How to Play/ });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(portalStore.get(cannonInstructionsOpenAtom)).toBe(true);
  });

  it("keeps the ESL games out of 'Other Games'", async () => {
    setup();
    const others = section('Other Games');
    expect(await within(others).findByRole('link', { name: 'PUBG Mobile' })).toHaveAttribute(
      'href',
      '/game-challenges?gameId=1',
    );
    expect(within(others).queryByRole('link', { name: 'Aim Train' })).not.toBeInTheDocument();
  });

  it('shows each section its own error', async () => {
    jest.useFakeTimers({ doNotFake: [...notTimeouts] });
    setup({
      'GET /v1/esl-games/check': { networkError: true },
      'POST /v1/challenges/games': { networkError: true },
    });
    // Reads without an answer are asked twice more (after 1 s, then 2 s) before the error shows.
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(await within(section('Made by ESL')).findByRole('alert')).toHaveTextContent(
      'Error: Failed to load ESL games',
    );
    expect(await within(section('Other Games')).findByRole('alert')).toHaveTextContent(
      'Error: Failed to load games',
    );
  });

  it("shows the list's errors value when success is not true", async () => {
    setup({ 'POST /v1/challenges/games': { data: { success: false, errors: 'Games are offline' } } });
    expect(await within(section('Other Games')).findByRole('alert')).toHaveTextContent(
      'Error: Games are offline',
    );
  });

  it('treats an ESL answer without success as an empty list', async () => {
    setup({ 'GET /v1/esl-games/check': { data: { success: false } } });
    expect(
      await within(section('Made by ESL')).findByText('No games available right now.'),
    ).toBeInTheDocument();
  });
});

describe('home: Made by ESL', () => {
  it('shows loading, then the active ESL games', async () => {
    fakeApi({ 'GET /v1/esl-games/check': eslGames });
    renderWithProviders(<HomeMadeByEsl />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cannon Clash' })).toHaveAttribute('href', '/tournaments');
    expect(screen.getByRole('button', { name: /How to Play/ })).toBeInTheDocument();
  });

  it("shows 'Error: Failed to load ESL games' when the call fails", async () => {
    fakeApi({ 'GET /v1/esl-games/check': { status: 500, data: {} } });
    renderWithProviders(<HomeMadeByEsl />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load ESL games');
  });
});
