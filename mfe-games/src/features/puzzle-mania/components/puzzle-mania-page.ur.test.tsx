import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { clicksToUpright, type Rotation } from '@portal/game-rules/puzzle';
import { apiClient } from '@portal/shared/api';
import { renderWithProviders } from '@portal/shared/testing';
import { hasUrdu, latinWords, screenText, toEnglish, toUrdu } from '../../../testing/urdu';
import { PuzzleManiaPage } from './puzzle-mania-page';

const session = {
  game_unique_id: 'puzzle-mania',
  game_name: 'Puzzle Mania',
  game_level: 1,
  level_credits: 10,
};
const post = jest.fn<(url: string, body?: unknown) => Promise<unknown>>();

beforeEach(async () => {
  await toUrdu();
  post.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url.startsWith('/v1/esl-games')) return { data: { success: true, data: { sessionId: 's-1' } } };
    // The api's English message without a code: the Urdu popup says its own title.
    return {
      data: {
        success: true,
        message: 'Level 1 completed! 10 credits added.',
        data: { credited: 10, passed: true },
      },
    };
  });
  jest.spyOn(apiClient, 'post').mockImplementation(post);
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { eslgames: [] } } });
});

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  jest.restoreAllMocks();
  await toEnglish();
});

const renderPage = () =>
  renderWithProviders(<PuzzleManiaPage />, {
    route: '/puzzle-mania',
    path: '/puzzle-mania',
    state: { ...session, seed: 42 },
  });

describe('PuzzleManiaPage in Urdu', () => {
  it('shows the board, its stats and actions in Urdu, with no English left', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Puzzle Mania' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'آسان (3×3)' })).toBeInTheDocument();
    expect(screen.getByText('اجازت شدہ چالیں')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پزل نئے سرے سے' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'گیمنگ ٹاسکس پر واپس' })).toBeInTheDocument();
    const board = screen.getByRole('group', { name: 'پزل کے ٹکڑے' });
    expect(within(board).getAllByRole('button')[0]).toHaveAccessibleName(/^ٹکڑا: قطار 1، کالم 1، /);
    const text = screenText();
    expect(hasUrdu(text)).toBe(true);
    expect(latinWords(text)).toEqual([]);
  });

  it('says a solved board in Urdu in the banner and the popup', async () => {
    renderPage();
    const board = screen.getByRole('group', { name: 'پزل کے ٹکڑے' });
    for (const tile of within(board).getAllByRole('button')) {
      const turns = clicksToUpright(Number(tile.getAttribute('data-rotation')) as Rotation);
      for (let i = 0; i < turns; i += 1) fireEvent.click(tile);
    }
    expect(await screen.findByRole('dialog', { name: 'پزل مکمل!' })).toBeInTheDocument();
    expect(
      screen.getAllByText(/^مبارک ہو! آپ نے پزل \d+ چالوں اور \d+ سیکنڈ میں حل کر لیا۔$/).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'دوبارہ کھیلیں' })).toBeInTheDocument();
    expect(latinWords(screenText())).toEqual([]);
  });

  it("names the level and its credits in the popup's title from the api's answer, as in English", async () => {
    post.mockImplementation(async (url: string) =>
      url.startsWith('/v1/esl-games')
        ? { data: { success: true, data: { sessionId: 's-1' } } }
        : {
            data: {
              success: true,
              code: 'OK_LEVEL_CREDITED',
              message: 'Level 1 completed! 10 credits added.',
              values: { level: 1, credits: 10 },
              data: { credited: 10, passed: true },
            },
          },
    );
    renderPage();
    for (const tile of within(screen.getByRole('group', { name: 'پزل کے ٹکڑے' })).getAllByRole('button')) {
      const turns = clicksToUpright(Number(tile.getAttribute('data-rotation')) as Rotation);
      for (let i = 0; i < turns; i += 1) fireEvent.click(tile);
    }
    expect(
      await screen.findByRole('dialog', { name: 'لیول 1 مکمل! 10 کریڈٹس جمع ہو گئے۔' }),
    ).toBeInTheDocument();
  });
});
