import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import type { LeaderboardEntry } from '@portal/contracts';
import { fakeApi, signIn, type FakeAnswer } from '@portal/shared/testing';
import { LeaderboardPage } from './leaderboard-page';

const entry = (name: string, score: number): LeaderboardEntry => ({
  name,
  username: name.toLowerCase().replace(/ /g, '_'),
  profileImage: null,
  score,
  total_tournaments: 2,
  redeemed_items: 1,
  total_challenges: 7,
});

const players = [
  entry('Ali Raza', 5030),
  entry('Ayesha Khan', 4860),
  entry('Hamza Sheikh', 4690),
  entry('Fatima Noor', 4520),
  entry('Abdullah', 4350),
  entry('Muhammad Usman', 4180),
];

let answer: FakeAnswer;

describe('LeaderboardPage', () => {
  beforeEach(() => {
    resetSession();
    signIn();
    answer = { status: 200, data: { success: true, data: players } };
    fakeApi({ 'GET /leaderboard': () => answer });
  });

  it('shows loading, then the top 3 on the podium in rank order', async () => {
    renderWithProviders(<LeaderboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading leaderboard...');
    const podium = await screen.findByRole('list', { name: 'Top 3' });
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((p) => within(p).getByLabelText(/Rank/).textContent)).toEqual(['1', '2', '3']);
    expect(places[0]).toHaveTextContent('Ali Raza');
    expect(places[0]).toHaveTextContent('5,030 pts');
  });

  it('cuts names longer than 9 characters to 9 plus ..', async () => {
    renderWithProviders(<LeaderboardPage />);
    const podium = await screen.findByRole('list', { name: 'Top 3' });
    expect(within(podium).getByText('Ayesha Kh..')).toBeInTheDocument(); // 11 characters
    expect(within(podium).getByText('Ali Raza')).toBeInTheDocument(); // 8 characters
    const list = screen.getByRole('list', { name: 'Ranks from 4' });
    expect(within(list).getByText('Fatima No..')).toBeInTheDocument();
    expect(within(list).getByText('Abdullah')).toBeInTheDocument();
    expect(within(list).getByText('Muhammad..')).toBeInTheDocument(); // no space before the dots
  });

  it('lists ranks from 4, each row expanding to the player totals', async () => {
    renderWithProviders(<LeaderboardPage />);
    const list = await screen.findByRole('list', { name: 'Ranks from 4' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^4/);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(rows[0]!.getAttribute('aria-controls')!)!;
    expect(details).not.toBeVisible();
    await userEvent.click(rows[0]!);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    expect(details).toHaveTextContent('Tournaments2');
    expect(details).toHaveTextContent('Challenges7');
    expect(details).toHaveTextContent('Items redeemed1');
    await userEvent.click(rows[0]!);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it("marks the viewer's own row with '(You)'", async () => {
    answer = {
      status: 200,
      data: { success: true, data: players.map((p, i) => (i === 4 ? { ...p, is_viewer: 1 } : p)) },
    };
    renderWithProviders(<LeaderboardPage />);
    const list = await screen.findByRole('list', { name: 'Ranks from 4' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Abdullah (You)');
    expect(rows[1]).toHaveClass('leaderboard-row--viewer');
    expect(screen.getAllByText('(You)', { exact: false })).toHaveLength(1);
  });

  it("shows 'Error: Failed to load leaderboard'", async () => {
    answer = { status: 500, data: { success: false, message: 'An error occurred' } };
    renderWithProviders(<LeaderboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load leaderboard');
  });

  it('shows only the podium with three players or fewer', async () => {
    answer = { status: 200, data: { success: true, data: players.slice(0, 2) } };
    renderWithProviders(<LeaderboardPage />);
    const podium = await screen.findByRole('list', { name: 'Top 3' });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Ranks from 4' })).not.toBeInTheDocument();
  });
});
