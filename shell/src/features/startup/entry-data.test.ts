import { afterEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import {
  createQueryClient,
  leaderboardQueryKey,
  profileQueryKey,
  rewardsQueryKey,
  tournamentListsQueryKey,
} from '@portal/shared/api';
import { gameCoverImage } from '@portal/shared/lib';
import { fakeApi, ok, type FakeApi } from '@portal/shared/testing';
import { prefetchEntryData } from './entry-data';

// At sign-in the shell starts the entry page's reads with the page's own query options, so the page
// finds its answers in the cache when its remote code arrives.

const card = { id: 4, tourn_name: 'Friday Cup', game_name: 'PUBG Mobile', thumbnail: null };
const eslCards = [
  { id: 7, tourn_name: 'ESL Clash', game_name: 'Cannon Clash', thumbnail: null },
  { id: 8, tourn_name: 'ESL Aim', game_name: 'Aim Train', thumbnail: '/uploads/aim-cup.webp' },
  { id: 9, tourn_name: 'ESL Puzzle', game_name: 'Puzzle Mania', thumbnail: null },
];
const imagePreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));
let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  document.head.innerHTML = '';
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchEntryData', () => {
  it("keeps /tournaments' weekly and ESL lists under the page's key", async () => {
    api = fakeApi({ 'GET /v1/tournaments/all': ok([card]), 'GET /v1/esl/tournaments/all': ok([]) });
    const client = createQueryClient();
    prefetchEntryData(client, '/tournaments', { checkinOpens: false });
    await settled();
    expect(client.getQueryData(tournamentListsQueryKey)).toEqual({ weekly: [card], esl: [] });
    expect(api.calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([
      'GET /v1/esl/tournaments/all',
      'GET /v1/tournaments/all',
    ]);
    // No ESL tournament: the weekly list comes first on the page, and its first cover is asked for.
    await waitFor(() => expect(imagePreloads()).toEqual([gameCoverImage('PUBG Mobile')?.webp]));
  });

  it('asks for the covers of the first two cards of the ESL list, which the page shows first', async () => {
    api = fakeApi({ 'GET /v1/tournaments/all': ok([card]), 'GET /v1/esl/tournaments/all': ok(eslCards) });
    const client = createQueryClient();
    prefetchEntryData(client, '/tournaments', { checkinOpens: false });
    prefetchEntryData(client, '/tournaments', { checkinOpens: false });
    await settled();
    await waitFor(() =>
      expect(imagePreloads()).toEqual([gameCoverImage('Cannon Clash')?.webp, '/uploads/aim-cup.webp']),
    );
  });

  it("starts /rewards' list and the subscriber's profile, and the streak when the check-in opens", async () => {
    api = fakeApi({
      'POST /v1/rewards': ok([{ id: 1 }]),
      'GET /v1/user/profile': ok({ credits: 5000 }),
      'GET /v1/active-streak': ok({ active_streak: 2 }),
    });
    const client = createQueryClient();
    prefetchEntryData(client, '/rewards', { checkinOpens: true });
    await settled();
    expect(client.getQueryData(rewardsQueryKey)).toMatchObject({ data: [{ id: 1 }] });
    expect(client.getQueryData(profileQueryKey)).toMatchObject({ credits: 5000 });
    expect(api.callsTo('GET /v1/active-streak')).toHaveLength(1);
  });

  it('asks nothing for a route whose first screen it does not know, and no streak unless the popup opens', async () => {
    api = fakeApi({ 'GET /leaderboard': ok([]) });
    const client = createQueryClient();
    prefetchEntryData(client, '/faqs', { checkinOpens: false });
    prefetchEntryData(client, '/leaderboard', { checkinOpens: false });
    await settled();
    expect(api.calls.map((c) => c.url)).toEqual(['/leaderboard', '/v1/user/profile']);
    expect(client.getQueryData(leaderboardQueryKey)).toMatchObject({ success: true });
  });

  it('leaves a failed read to the page: nothing thrown, the error kept for the page to ask again', async () => {
    api = fakeApi({ 'GET /leaderboard': { status: 500, data: { success: false, message: 'down' } } });
    const client = createQueryClient();
    prefetchEntryData(client, '/leaderboard', { checkinOpens: false });
    await settled();
    expect(client.getQueryState(leaderboardQueryKey)?.status).toBe('error');
  });
});
