import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  fakeApi,
  notIntervals,
  notTimeouts,
  type FakeRoute,
  ok,
  renderWithProviders,
  resetSession,
  signIn,
} from '@portal/shared/testing';
import { HomeGamingTasks } from './home-gaming-tasks';

const games = ok([
  { id: 1, gameId: 1, game: 'PUBG Mobile', thumbnail: null },
  { id: 2, gameId: 2, game: 'Free Fire', thumbnail: null },
  { id: 3, gameId: 3, game: 'Call of Duty', thumbnail: null },
]);
const streak = ok({
  active_streak: 9,
  streak_to_claim: 9,
  amount_to_claim: 55,
  rewardClaimed: false,
  gameId: 1,
});

function setup(routes: Record<string, FakeRoute> = {}) {
  fakeApi({ 'POST /v1/challenges/games': games, 'GET /v1/active-streak': streak, ...routes });
  renderWithProviders(<HomeGamingTasks />);
}

beforeEach(() => {
  resetSession();
  signIn();
});
afterEach(() => {
  jest.useRealTimers();
});

describe("home: 'Gaming Tasks'", () => {
  it('shows the daily tasks with view all to /daily-gaming-tasks', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Gaming Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/daily-gaming-tasks');
    expect(await screen.findByRole('link', { name: 'PUBG Mobile' })).toHaveAttribute(
      'href',
      '/game-challenges?gameId=1',
    );
  });

  it('turns the daily tasks carousel every 2.5 s', async () => {
    // Only the carousel's interval runs on the fake clock; the rest of the test keeps real time.
    jest.useFakeTimers({ doNotFake: [...notIntervals] });
    setup();
    await screen.findByRole('link', { name: 'PUBG Mobile' });
    const carousel = screen.getByRole('region', { name: 'Daily tasks' });
    expect(within(carousel).queryByRole('link', { name: 'Call of Duty' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2499));
    expect(within(carousel).queryByRole('link', { name: 'Call of Duty' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(carousel).getByRole('link', { name: 'Call of Duty' })).toBeInTheDocument();
  });

  it("shows the weekly tasks: this streak week's days", async () => {
    setup();
    const week = await screen.findByRole('list', { name: "This week's streak days" });
    const days = within(week).getAllByRole('listitem');
    expect(days.map((d) => d.querySelector('.day-tile__day')?.textContent)).toEqual([
      'Day 8',
      'Day 9',
      'Day 10',
      'Day 11',
      'Day 12',
      'Day 13',
      'Day 14',
    ]);
    expect(days[1]).toHaveAttribute('data-state', 'current');
    expect(screen.getByRole('link', { name: 'Open daily task' })).toHaveAttribute('href', '/tasks');
  });

  it("shows loading, then 'Error: Failed to load daily games' when the list fails", async () => {
    jest.useFakeTimers({ doNotFake: [...notTimeouts] });
    setup({ 'POST /v1/challenges/games': { networkError: true } });
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    // The list got no answer: it is asked twice more (after 1 s, then 2 s) before the error shows.
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Error: Failed to load daily games')).toBeInTheDocument();
  });
});
