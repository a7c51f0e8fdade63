import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type * as SharedLib from '@portal/shared/lib';
import { gamesNowRefAtom, portalStore } from '@portal/shared/session';
import { resetSession, signIn } from '@portal/shared/testing';
import { fileOf } from '../../../testing/files';
import {
  acceptedEntry,
  challenge,
  chooseGame,
  sendScreenshot,
  setup,
  streak,
} from '../../../testing/tasks-page';

const redirectToLanding = jest.fn();
jest.mock('@portal/shared/lib', () => ({
  ...jest.requireActual<typeof SharedLib>('@portal/shared/lib'),
  redirectToLanding: (...args: unknown[]) => redirectToLanding(...args),
}));

beforeEach(() => {
  resetSession();
  signIn();
  redirectToLanding.mockReset();
});
afterEach(() => resetSession());

describe('/tasks: streak tiles', () => {
  it('shows the previous day claimed, today current and the next day locked, with neighbour rewards', async () => {
    chooseGame();
    setup();
    const tiles = within(await screen.findByRole('list', { name: 'Streak days' })).getAllByRole('listitem');
    expect(tiles.map((t) => t.getAttribute('data-state'))).toEqual(['claimed', 'current', 'locked']);
    expect(tiles[0]).toHaveTextContent('Day 4');
    expect(tiles[0]).toHaveTextContent('30 credits');
    expect(tiles[1]).toHaveTextContent('Day 5');
    expect(tiles[1]).toHaveTextContent('35 credits');
    expect(tiles[2]).toHaveTextContent('Day 6');
    expect(tiles[2]).toHaveTextContent('40 credits');
  });

  it("claims today's reward: 'Congratulations!' with the credits, then streak and profile are fetched again", async () => {
    chooseGame();
    let claimed = false;
    const { api, queryClient } = setup({
      'GET /v1/active-streak': () => streak({ rewardClaimed: claimed }),
      'POST /v1/update-daily-streak': () => {
        claimed = true;
        return {
          data: { success: true, message: 'Congratulations!', data: { credits: 35, active_streak: 5 } },
        };
      },
    });
    queryClient.setQueryData(['profile'], { credits: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 35 credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveTextContent('+35 credits');
    await waitFor(() => expect(api.callsTo('GET /v1/active-streak')).toHaveLength(2));
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(true);
    expect(await screen.findByRole('button', { name: 'Claimed' })).toBeDisabled();
  });

  it("a double tap on Claim claims once and shows 'Congratulations!', not the second tap's refusal", async () => {
    chooseGame();
    let claimed = false;
    const { api } = setup({
      'GET /v1/active-streak': () => streak({ rewardClaimed: claimed }),
      'POST /v1/update-daily-streak': () => {
        if (claimed)
          return {
            status: 409,
            data: { success: false, message: 'You have already claimed today’s reward. Come back tomorrow!' },
          };
        claimed = true;
        return {
          data: { success: true, message: 'Congratulations!', data: { credits: 35, active_streak: 5 } },
        };
      },
    });
    // Both taps land before the page has drawn the first one's 'Claiming...'.
    const button = await screen.findByRole('button', { name: 'Claim 35 credits' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toHaveTextContent('+35 credits');
    expect(api.callsTo('POST /v1/update-daily-streak')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused claim sets the rewardClaimed flag and shows why', async () => {
    chooseGame();
    setup({
      'POST /v1/update-daily-streak': {
        status: 409,
        data: { success: false, message: 'You have already claimed today’s reward. Come back tomorrow!' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 35 credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already claimed today’s reward.');
    expect(screen.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/tasks: game and daily task', () => {
  it("shows the challenge name and prize, and 'Submit Entry' disabled until a valid file is chosen", async () => {
    chooseGame();
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Win a Classic match in Erangel' }),
    ).toBeInTheDocument();
    expect(screen.getByText('30 credits', { selector: '.tasks-prize' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit Entry' });
    expect(submit).toBeDisabled();
    // The page's own button and words, in its language, stand in for the browser's file button.
    expect(screen.getByText('Choose screenshot')).toBeInTheDocument();
    expect(screen.getByText('No screenshot chosen')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/Upload screenshot/), fileOf('a.png', 'image/png', 1000));
    expect(submit).toBeEnabled();
    expect(screen.getByText('a.png')).toBeInTheDocument();
    expect(screen.getByText('Change screenshot')).toBeInTheDocument();
  });

  it("submits the screenshot, says 'Image submitted successfully!' and turns into 'Submitted', waiting for review", async () => {
    chooseGame();
    let submitted = false;
    const { api } = setup({
      'POST /v1/daily-challenges/challenges': () =>
        challenge(
          submitted ? { entryStatus: 'Submitted', entryChallengeId: 11 } : { entryStatus: 'Not submitted' },
        ),
      'POST /v1/daily-challenges/entry': acceptedEntry(() => (submitted = true)),
    });
    await sendScreenshot();
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Image submitted successfully!');
    // Where the entry stands shows at once, under the success line, not only after a reload.
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    const body = api.callsTo('POST /v1/daily-challenges/entry')[0]?.data as FormData;
    expect(body.get('challengeId')).toBe('11');
    expect(body.get('entryImage')).toBeInstanceOf(File);
  });

  it("shows 'Submitted' with no form once today's entry is in", async () => {
    chooseGame();
    setup({
      'POST /v1/daily-challenges/challenges': challenge({ entryStatus: 'Submitted', entryChallengeId: 11 }),
    });
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.queryByLabelText(/Upload screenshot/)).not.toBeInTheDocument();
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
  });

  it("says an approved entry's credits were added", async () => {
    chooseGame();
    setup({
      'POST /v1/daily-challenges/challenges': challenge({
        entryStatus: 'Approved',
        entryChallengeId: 11,
        prize: 1500,
      }),
    });
    expect(await screen.findByText('Approved: 1,500 credits added.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.queryByText('Waiting for review')).not.toBeInTheDocument();
  });

  it("says the day's entry went to another game's task, and nothing of that entry's review", async () => {
    chooseGame();
    setup({
      'POST /v1/daily-challenges/challenges': challenge({ entryStatus: 'Approved', entryChallengeId: 12 }),
    });
    expect(
      await screen.findByText('Today\u2019s entry went to another game\u2019s task: one entry a day.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.queryByText(/^Approved/)).not.toBeInTheDocument();
  });

  it('says a rejected entry was not approved and links to /completed, where the reason is', async () => {
    chooseGame();
    setup({
      'POST /v1/daily-challenges/challenges': challenge({ entryStatus: 'Rejected', entryChallengeId: 11 }),
    });
    expect(await screen.findByText(/^Not approved\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See why' })).toHaveAttribute('href', '/completed');
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  });

  it('turns 200 answers saying success false into the error panels, never a crash', async () => {
    chooseGame();
    setup({
      'GET /v1/active-streak': { status: 200, data: { success: false } },
      'POST /v1/daily-challenges/challenges': { status: 200, data: { success: false } },
    });
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(alerts[0]).toHaveTextContent('Error: Failed to load streak');
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(/^ErrorRetry$/);
    expect(screen.getByRole('heading', { name: 'Daily Tasks' })).toBeInTheDocument();
  });

  it("shows 'No challenges available for today' when the challenge is archived", async () => {
    chooseGame();
    setup({ 'POST /v1/daily-challenges/challenges': challenge({ archieved: 1 }) });
    expect(await screen.findByText('No challenges available for today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Entry' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to submit image. Please try again.' when the server refuses without a message", async () => {
    chooseGame();
    setup({ 'POST /v1/daily-challenges/entry': { status: 500, data: {} } });
    await userEvent.upload(
      await screen.findByLabelText(/Upload screenshot/),
      fileOf('a.png', 'image/png', 5),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit image. Please try again.');
  });
});

describe('/tasks: guests', () => {
  it('sends a guest to the landing page', async () => {
    resetSession();
    setup();
    await waitFor(() => expect(redirectToLanding).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Daily Tasks' })).not.toBeInTheDocument();
  });

  it('keeps a partner (gamenow) visitor without a session on the page with partner content, no errors and no calls', async () => {
    resetSession();
    portalStore.set(gamesNowRefAtom, '1');
    const { api } = setup();
    expect(await screen.findByRole('heading', { name: 'Daily Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily tasks and streak' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(redirectToLanding).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(redirectToLanding).toHaveBeenCalled();
  });
});
