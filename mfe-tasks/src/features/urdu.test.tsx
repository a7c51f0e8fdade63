// The tasks screens in Urdu: Urdu text, Western digits, and no English words left on screen.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { setLocale } from '@portal/shared/i18n';
import { activeDayDataAtom, gameIdAtom, portalStore } from '@portal/shared/session';
import { fakeApi, ok, renderWithProviders, resetSession, signIn } from '@portal/shared/testing';
import { englishWords, textOf } from '../testing/urdu';
import { CompletedPage } from './completed/components/completed-page';
import { DailyCheckinPopup } from './daily-task/components/daily-checkin-popup';
import { GameSelector } from './daily-task/components/game-selector';
import { TasksPage } from './daily-task/components/tasks-page';
import { DailyGamingTasksPage } from './gaming-tasks/components/daily-gaming-tasks-page';
import { GameChallengesPage } from './gaming-tasks/components/game-challenges-page';

const streak = ok({
  active_streak: 5,
  streak_to_claim: 5,
  amount_to_claim: 1500,
  rewardClaimed: false,
  gameId: 1,
});

beforeEach(async () => {
  resetSession();
  signIn();
  await act(() => setLocale('ur'));
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('tasks in Urdu', () => {
  it('/tasks: the streak, the chosen game and today’s challenge', async () => {
    portalStore.set(gameIdAtom, '1');
    portalStore.set(activeDayDataAtom, { active_streak: 5, gameId: 1, active_day: 5 });
    fakeApi({
      'GET /v1/active-streak': streak,
      'GET /v1/daily-challenges/games': ok([{ name: 'PUBG Mobile', gameId: 1, thumbnail: null }]),
      'POST /v1/daily-challenges/challenges': ok([
        { challengeId: 11, name: 'Chicken Dinner', prize: 30, entryStatus: 'Not submitted', archieved: 0 },
      ]),
    });
    renderWithProviders(<TasksPage />, { route: '/tasks' });
    expect(screen.getByRole('heading', { level: 1, name: 'روزانہ ٹاسک' })).toBeInTheDocument();
    const tiles = within(await screen.findByRole('list', { name: 'سلسلے کے دن' })).getAllByRole('listitem');
    expect(tiles[1]).toHaveTextContent('دن 5');
    expect(tiles[1]).toHaveTextContent('1,500 کریڈٹس');
    expect(screen.getByRole('button', { name: '1,500 کریڈٹس وصول کریں' })).toBeEnabled();
    expect(await screen.findByRole('heading', { name: 'Chicken Dinner' })).toBeInTheDocument();
    expect(screen.getByText('آج کا چیلنج')).toBeInTheDocument();
    expect(await screen.findByTestId('chosen-game')).toHaveTextContent('آپ کی گیم: PUBG Mobile');
    expect(screen.getByRole('button', { name: 'انٹری جمع کرائیں' })).toBeDisabled();
    expect(englishWords(textOf(), ['Chicken Dinner'])).toEqual([]);
  });

  it('the daily check-in popup and its congratulations', async () => {
    fakeApi({
      'GET /v1/active-streak': ok({
        active_streak: 2,
        amount_to_claim: 20,
        rewardClaimed: false,
        gameId: null,
      }),
      'POST /v1/update-daily-streak': { data: { success: true, data: { credits: 20, active_streak: 2 } } },
    });
    renderWithProviders(<DailyCheckinPopup open onClose={() => {}} />);
    const popup = screen.getByRole('dialog', { name: 'روزانہ لاگ اِن کا انعام' });
    expect(await within(popup).findByText('دن 2')).toBeInTheDocument();
    expect(popup).toHaveTextContent('20 کریڈٹس');
    expect(englishWords(textOf(popup))).toEqual([]);
    await userEvent.click(within(popup).getByRole('button', { name: 'وصول کریں' }));
    const done = await screen.findByRole('dialog', { name: 'مبارک ہو!' });
    expect(done).toHaveTextContent('+20 کریڈٹس');
    expect(englishWords(textOf(done))).toEqual([]);
  });

  it('the game selector away from /tasks: what the pick did, and the way to the task', async () => {
    fakeApi({
      'GET /v1/daily-challenges/games': ok([
        { name: 'PUBG Mobile', gameId: 1, thumbnail: null, task_today: 1 },
      ]),
      'POST /v1/user/game': ok({ active_streak: 2, gameId: 1, active_day: 2 }),
    });
    renderWithProviders(<GameSelector open onClose={() => {}} />, { route: '/' });
    const selector = screen.getByRole('dialog', { name: 'اپنی گیم منتخب کریں' });
    await userEvent.click(await within(selector).findByRole('button', { name: 'PUBG Mobile' }));
    const notice = await screen.findByRole('dialog', { name: 'PUBG Mobile کا آج کا ٹاسک تیار ہے' });
    expect(within(notice).getByRole('link', { name: 'آج کے ٹاسک پر جائیں' })).toHaveAttribute(
      'href',
      '/tasks',
    );
    expect(within(notice).getByRole('button', { name: 'ابھی نہیں' })).toBeInTheDocument();
    expect(englishWords(textOf(notice))).toEqual([]);
  });

  it('/daily-gaming-tasks: made by ESL and the other games', async () => {
    fakeApi({
      'GET /v1/esl-games/check': ok({
        eslgames: [{ gameId: 7, game_name: 'Cannon Clash', game_unique_id: 'cannon-clash', game_status: 1 }],
      }),
      'POST /v1/challenges/games': ok([{ id: 1, gameId: 1, game: 'PUBG Mobile', thumbnail: null }]),
    });
    renderWithProviders(<DailyGamingTasksPage />, { route: '/daily-gaming-tasks' });
    expect(screen.getByRole('heading', { level: 1, name: 'گیمنگ چیلنجز' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'PUBG Mobile' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /کیسے کھیلیں/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'دیگر گیمز' })).toBeInTheDocument();
    const main = screen.getByRole('heading', { level: 1 }).closest('.gaming-tasks-page');
    // 'Practice vs bot' is @portal/shared/ui's button, translated in the shared catalog.
    expect(englishWords(textOf(main), ['Practice vs bot'])).toEqual([]);
  });

  it('/game-challenges: the prize, claimed and the entry button', async () => {
    fakeApi({
      'POST /v1/challenges/game/all': ok({
        game: { id: 1, gameId: 1, thumbnail: null, game: 'PUBG Mobile', game_unique_id: null },
        challenges: [
          {
            challengeId: 1,
            id: 1,
            challengeName: 'Medic',
            objective: 'Revive',
            prize: 1200,
            makeEntry: 1,
            archived: 0,
          },
          {
            challengeId: 2,
            id: 2,
            challengeName: 'Sniper',
            objective: 'Snipe',
            prize: 50,
            makeEntry: 0,
            archived: 0,
          },
        ],
      }),
    });
    renderWithProviders(<GameChallengesPage />, {
      route: '/game-challenges?gameId=1',
      path: '/game-challenges',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PUBG Mobile کے چیلنجز' }),
    ).toBeInTheDocument();
    const medic = screen.getByRole('article', { name: 'Medic' });
    expect(medic).toHaveTextContent('انعام: 1,200 کریڈٹس');
    expect(medic).toHaveTextContent('وصول شدہ');
    expect(screen.getByRole('button', { name: 'انٹری جمع کرائیں' })).toBeInTheDocument();
    const names = ['Medic', 'Revive', 'Sniper', 'Snipe'];
    expect(englishWords(textOf(), names)).toEqual([]);
  });

  it('/game-challenges: Aim Train and Puzzle Mania levels show their Urdu names and objectives', async () => {
    const level = (id: number, en: [string, string], ur: [string, string]) => ({
      challengeId: id,
      id,
      challengeName: en[0],
      nameUr: ur[0],
      objective: en[1],
      objectiveUr: ur[1],
      prize: 10,
      challengeThumbnail: null,
      makeEntry: 0,
      archived: 0,
      game_level: 1,
    });
    fakeApi({
      'POST /v1/challenges/game/all': ok({
        game: { id: 5, gameId: 5, thumbnail: null, game: 'Aim Train', game_unique_id: 'aim-train' },
        challenges: [
          level(
            51,
            ['Pass Level 1', 'Pass level 1 of Aim Train'],
            ['لیول 1 پاس کریں', 'Aim Train کا لیول 1 پاس کریں'],
          ),
          level(
            61,
            ['Level 1: Easy (3x3)', 'Solve the easy puzzle within 18 moves'],
            ['لیول 1: آسان (3×3)', 'آسان پزل 18 چالوں کے اندر حل کریں'],
          ),
        ],
      }),
    });
    renderWithProviders(<GameChallengesPage />, {
      route: '/game-challenges?gameId=5',
      path: '/game-challenges',
    });
    const aim = await screen.findByRole('article', { name: 'لیول 1 پاس کریں' });
    expect(aim).toHaveTextContent('Aim Train کا لیول 1 پاس کریں');
    const puzzle = screen.getByRole('article', { name: 'لیول 1: آسان (3×3)' });
    expect(puzzle).toHaveTextContent('آسان پزل 18 چالوں کے اندر حل کریں');
    expect(within(aim).getByRole('button', { name: 'ابھی کھیلیں' })).toBeEnabled();
    // The game's own name stays as it is; no other English is left.
    expect(englishWords(textOf(), ['Aim Train'])).toEqual([]);
  });

  it('/completed: review states and prizes', async () => {
    fakeApi({
      'POST /v1/completed-task/get': ok([
        { challenge_uuid: 'a', challenge_name: 'Top 10', prize: 1500, thumbnail: null, status: 'pending' },
        { challenge_uuid: 'b', challenge_name: 'Medic', prize: 40, thumbnail: null, status: 'approved' },
      ]),
    });
    renderWithProviders(<CompletedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'مکمل شدہ ٹاسک' })).toBeInTheDocument();
    const pending = await screen.findByRole('article', { name: 'Top 10' });
    expect(pending).toHaveTextContent('1,500 کریڈٹس');
    expect(pending).toHaveTextContent('جائزے کا انتظار ہے');
    expect(screen.getByRole('article', { name: 'Medic' })).toHaveTextContent('مکمل');
    expect(englishWords(textOf(), ['Top', 'Medic'])).toEqual([]);
  });

  it('shows the Urdu name of a task when the api gives one', async () => {
    fakeApi({
      'POST /v1/completed-task/get': ok([
        { challenge_uuid: 'a', challenge_name: 'Medic', nameUr: 'طبی مدد', prize: 40, thumbnail: null },
      ]),
    });
    renderWithProviders(<CompletedPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'طبی مدد' })).toBeInTheDocument();
  });
});
