import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { resetSession, signIn } from '@portal/shared/testing';
import { aimTrainWith, setup } from '../../../testing/challenge-list';

// An Aim Train level is played once a day: a level played today (begun in the game) and not passed
// offers no Play Now until tomorrow (the api's `playedToday`).

beforeEach(() => {
  resetSession();
  signIn();
});

describe('/game-challenges: a level played today', () => {
  it("shows 'Played today', disabled, for an Aim Train level played today and not passed", async () => {
    setup(aimTrainWith({ playedToday: 1 }), '/game-challenges?gameId=5');
    const left = await screen.findByRole('article', { name: 'Pass Level 1' });
    expect(within(left).getByRole('button', { name: 'Played today' })).toBeDisabled();
    expect(within(left).queryByRole('button', { name: 'Play Now' })).not.toBeInTheDocument();
    expect(within(left).queryByText('CLAIMED')).not.toBeInTheDocument();
    const next = screen.getByRole('article', { name: 'Pass Level 2' });
    expect(within(next).getByRole('button', { name: 'Play Now' })).toBeEnabled();
  });

  it("asks for the list again after a refused start, so the level shows 'Played today'", async () => {
    let started = false;
    setup(() => aimTrainWith(started ? { playedToday: 1 } : {}), '/game-challenges?gameId=5', {
      'POST /v1/game-levels/start': () => {
        started = true;
        return {
          status: 409,
          data: { success: false, message: 'You have already played this level today. Come back tomorrow!' },
        };
      },
    });
    const level1 = await screen.findByRole('article', { name: 'Pass Level 1' });
    await userEvent.click(within(level1).getByRole('button', { name: 'Play Now' }));
    expect(await within(level1).findByRole('button', { name: 'Played today' })).toBeDisabled();
    expect(within(level1).queryByRole('button', { name: 'Play Now' })).not.toBeInTheDocument();
  });
});
