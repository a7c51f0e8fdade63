import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaderboardEntry } from '@portal/contracts';
import { fakeApi, renderWithProviders, resetSession, signIn } from '@portal/shared/testing';
import { latinWords, switchToEnglish, switchToUrdu } from '../../../test/urdu';
import { LeaderboardPage } from './leaderboard-page';

// Players' names are theirs (written in Urdu here, so every Latin word left would be the screen's).
const entry = (name: string, score: number, isViewer = false): LeaderboardEntry => ({
  name,
  username: `player${score}`,
  profileImage: null,
  score,
  total_tournaments: 2,
  redeemed_items: 1,
  total_challenges: 7,
  ...(isViewer ? { is_viewer: 1 as const } : {}),
});
const players = [
  entry('علی رضا', 5030),
  entry('عائشہ خان', 4860),
  entry('حمزہ شیخ', 4690),
  entry('فاطمہ نور', 4520, true),
  entry('عبداللہ', 4350),
];

describe('leaderboard in Urdu', () => {
  beforeEach(async () => {
    resetSession();
    signIn();
    fakeApi({ 'GET /leaderboard': () => ({ status: 200, data: { success: true, data: players } }) });
    await switchToUrdu();
  });
  afterEach(switchToEnglish);

  it('shows the podium, the list with points and the opened totals in Urdu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeaderboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'لیڈر بورڈ' })).toBeInTheDocument();
    const podium = await screen.findByRole('list', { name: 'پہلے 3' });
    expect(within(podium).getByText('5,030 پوائنٹس')).toBeInTheDocument();
    expect(within(podium).getByLabelText('پوزیشن 1')).toHaveTextContent('1');
    const list = screen.getByRole('list', { name: 'پوزیشن 4 سے آگے' });
    const viewer = within(list).getByRole('button', { name: /فاطمہ نور/ });
    expect(viewer).toHaveTextContent('فاطمہ نور (آپ)');
    expect(viewer).toHaveTextContent('4,520 پوائنٹس');
    await user.click(viewer);
    const totals = within(viewer.closest('li')!).getByText('چیلنجز').parentElement!;
    expect(totals).toBeVisible();
    expect(totals).toHaveTextContent('چیلنجز7');
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });
});
