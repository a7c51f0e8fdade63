// /tasks's tests: the api's answers for a subscriber on day 5 of the streak with PUBG Mobile as the
// daily-task game, and the page rendered against them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeDayDataAtom, gameIdAtom, portalStore } from '@portal/shared/session';
import { fakeApi, type FakeRoute, ok, renderWithProviders } from '@portal/shared/testing';
import { TasksPage } from '../features/daily-task/components/tasks-page';
import { fileOf } from './files';

/** GET /v1/active-streak's answer: day 5 of the streak, unclaimed, game 1 (PUBG Mobile). */
export const streak = (over: Record<string, unknown> = {}) =>
  ok({ active_streak: 5, streak_to_claim: 5, amount_to_claim: 35, rewardClaimed: false, gameId: 1, ...over });
/** POST /v1/daily-challenges/challenges's answer: today's PUBG Mobile challenge, not submitted. */
export const challenge = (over: Record<string, unknown> = {}) =>
  ok([
    {
      challengeId: 11,
      name: 'Win a Classic match in Erangel',
      prize: 30,
      entryStatus: 'Not submitted',
      entryChallengeId: null,
      archieved: 0,
      challenge_thumbnail: null,
      ...over,
    },
  ]);

/** A session that has chosen PUBG Mobile (game 1) as its daily-task game. */
export function chooseGame() {
  portalStore.set(gameIdAtom, '1');
  portalStore.set(activeDayDataAtom, { active_streak: 5, gameId: 1, active_day: 5 });
}

/** /tasks rendered against a fake api: these answers, over the defaults above. */
export function setup(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /v1/active-streak': streak(),
    'POST /v1/daily-challenges/challenges': challenge(),
    'GET /v1/daily-challenges/games': ok([{ name: 'PUBG Mobile', gameId: 1, thumbnail: null }]),
    ...routes,
  });
  const view = renderWithProviders(<TasksPage />, { route: '/tasks' });
  return { api, ...view };
}

/** POST /v1/daily-challenges/entry taking the screenshot; `onEntry` runs as it is taken. */
export const acceptedEntry =
  (onEntry: () => void): FakeRoute =>
  () => {
    onEntry();
    return { data: { success: true, message: 'Image submitted successfully!' } };
  };

/** Chooses a screenshot and presses 'Submit Entry', as a subscriber does. */
export async function sendScreenshot() {
  await userEvent.upload(
    await screen.findByLabelText(/Upload screenshot/),
    fileOf('a.jpg', 'image/jpeg', 500),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));
}
