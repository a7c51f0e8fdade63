import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fakeApi, ok, renderWithProviders, resetSession, signIn } from '@portal/shared/testing';
import { CompletedPage } from './completed-page';

beforeEach(() => {
  resetSession();
  signIn();
});

describe('/completed', () => {
  it('lists the completed tasks with their prizes', async () => {
    fakeApi({
      'POST /v1/completed-task/get': ok([
        { challenge_uuid: 'daily-1', challenge_name: 'Win a Team Deathmatch', prize: 25, thumbnail: null },
        { challenge_uuid: 'level-2', challenge_name: 'Aim Train: Pass Level 1', prize: 10, thumbnail: null },
      ]),
    });
    renderWithProviders(<CompletedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Completed Tasks' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Win a Team Deathmatch' });
    expect(first).toHaveTextContent('25 credits');
    expect(screen.getByRole('article', { name: 'Aim Train: Pass Level 1' })).toHaveTextContent('10 credits');
  });

  it("marks entries waiting for review, names each task's game and formats the prize", async () => {
    fakeApi({
      'POST /v1/completed-task/get': ok([
        {
          challenge_uuid: 'daily-3',
          challenge_name: 'Top 10 Finish',
          prize: 1500,
          thumbnail: null,
          game: 'PUBG Mobile',
          status: 'pending',
        },
        {
          challenge_uuid: 'challenge-4',
          challenge_name: 'Headshot Streak',
          prize: 40,
          thumbnail: null,
          game: 'Free Fire',
          status: 'approved',
        },
        {
          challenge_uuid: 'daily-5',
          challenge_name: 'Chicken Dinner',
          prize: 200,
          thumbnail: null,
          game: 'PUBG Mobile',
          status: 'rejected',
          reason: 'The screenshot does not show the match result.',
        },
      ]),
    });
    renderWithProviders(<CompletedPage />);
    const waiting = await screen.findByRole('article', { name: 'Top 10 Finish' });
    expect(waiting).toHaveTextContent('PUBG Mobile');
    expect(waiting).toHaveTextContent('1,500 credits');
    expect(waiting).toHaveTextContent('Waiting for review');
    expect(waiting).not.toHaveTextContent('Completed');
    const done = screen.getByRole('article', { name: 'Headshot Streak' });
    expect(done).toHaveTextContent('Free Fire');
    expect(done).toHaveTextContent('Completed');
    expect(done).not.toHaveTextContent('Waiting for review');
    const rejected = screen.getByRole('article', { name: 'Chicken Dinner' });
    expect(rejected).toHaveTextContent('Not approved: The screenshot does not show the match result.');
    // The reviewer's words are isolated, so an Urdu line keeps English ones in their order.
    expect(rejected.querySelector('bdi')).toHaveTextContent(
      /^The screenshot does not show the match result\.$/,
    );
    expect(rejected).not.toHaveTextContent('Completed');
    // No thumbnail from the api: the game's cover art stands in (no empty grey box).
    expect(waiting.querySelector('img')?.getAttribute('src')).toBeTruthy();
  });

  it("says 'No completed tasks available' when there are none", async () => {
    fakeApi({ 'POST /v1/completed-task/get': ok([]) });
    renderWithProviders(<CompletedPage />);
    expect(await screen.findByText('No completed tasks available')).toBeInTheDocument();
  });

  it("shows only 'Error' when the list fails", async () => {
    fakeApi({ 'POST /v1/completed-task/get': { status: 500, data: { message: 'boom' } } });
    renderWithProviders(<CompletedPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')).toHaveTextContent(/^Error$/);
  });
});
