import { fakeApi, type FakeRoute, ok, renderWithProviders } from '@portal/shared/testing';
import { GameChallengesPage } from '../features/gaming-tasks/components/game-challenges-page';
import { LocationProbe } from './location-probe';

// The /game-challenges page's test answers: a challenge as the api lists it, a game's list, and the
// page rendered with the game pages it opens standing in as location probes.

export const challenge = (id: number, over: Record<string, unknown> = {}) => ({
  challengeId: id,
  id,
  challengeName: `Challenge ${id}`,
  objective: `Objective ${id}`,
  prize: 10,
  challengeThumbnail: null,
  makeEntry: 0,
  archived: 0,
  game_level: null,
  ...over,
});
export const gameData = (game: Record<string, unknown>, challenges: unknown[]) =>
  ok({ game: { id: 1, gameId: 1, thumbnail: null, ...game }, challenges });

export const pubg = gameData({ game: 'PUBG Mobile', game_unique_id: null }, [
  challenge(3, { makeEntry: 1, challengeName: 'Medic' }),
  challenge(1, { challengeName: 'Chicken Dinner', prize: 50 }),
  challenge(2, { challengeName: 'Old one', archived: 1 }),
]);
/** Aim Train's list with levels 1 and 2 (`over` changes level 1). */
export const aimTrainWith = (over: Record<string, unknown> = {}) =>
  gameData({ id: 5, gameId: 5, game: 'Aim Train', game_unique_id: 'aim-train' }, [
    challenge(40, { challengeName: 'Pass Level 1', game_level: 1, ...over }),
    challenge(41, { challengeName: 'Pass Level 2', game_level: 2 }),
  ]);
export const aimTrain = aimTrainWith();
export const puzzle = gameData({ id: 6, gameId: 6, game: 'Puzzle Mania', game_unique_id: 'puzzle-mania' }, [
  challenge(70, { challengeName: 'Level 2: Medium (4x4)', game_level: 2, prize: 15 }),
]);

/** The page at `route` with the list answered by `answer` (and `extra` routes); the fake api. */
export function setup(
  answer: FakeRoute,
  route = '/game-challenges?gameId=1',
  extra: Record<string, FakeRoute> = {},
) {
  const api = fakeApi({ 'POST /v1/challenges/game/all': answer, ...extra });
  renderWithProviders(<GameChallengesPage />, {
    route,
    path: '/game-challenges',
    extraRoutes: { '/aim-train': <LocationProbe />, '/puzzle-mania': <LocationProbe /> },
  });
  return api;
}
