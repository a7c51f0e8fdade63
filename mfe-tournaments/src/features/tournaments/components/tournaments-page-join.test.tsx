import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type FakeApi, fakeApi, resetSession } from '@portal/shared/testing';
import { insufficientCredits, SHORT_MESSAGE } from '../../../testing/join-page';
import { listAnswer, makeTournament } from '../../../testing/tournaments';
import {
  card,
  ESL,
  ESL_CHECKIN,
  login,
  MATCH_CHECKIN,
  renderPage,
  WEEKLY,
} from '../../../testing/tournaments-page';

let api: FakeApi | undefined;

beforeEach(() => {
  resetSession();
  login();
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

describe('/tournaments: ESL join flow', () => {
  const open = makeTournament({ id: 7, tourn_name: 'Cannon Cup', is_esl: 1, game_name: 'Cannon Clash' });
  const aim = makeTournament({ id: 10, tourn_name: 'Aim Cup', is_esl: 1, game_name: 'Aim Train' });
  const live = makeTournament({
    id: 8,
    tourn_name: 'Cannon Live',
    is_esl: 1,
    status: 2,
    is_running: 1,
    game_name: 'Cannon Clash',
  });
  const withCheckin = (reply: Parameters<typeof fakeApi>[0][string]) =>
    fakeApi({ [ESL]: listAnswer([open, aim, live]), [WEEKLY]: listAnswer([]), [ESL_CHECKIN]: reply });
  const joined = { data: { success: true, data: { already_submited: false }, errors: null, message: 'ok' } };
  const already = { data: { success: true, data: { already_submited: true }, errors: null, message: 'x' } };

  it("a successful join says 'Successfully joined the tournament!' and opens the instructions 1.5 s later", async () => {
    api = withCheckin(joined);
    renderPage();
    const button = await screen.findByRole('button', { name: 'Join Now: Cannon Cup' });
    jest.useFakeTimers({ advanceTimers: true });
    fireEvent.click(button);
    expect(
      await within(card('Cannon Cup')).findByText('Successfully joined the tournament!'),
    ).toBeInTheDocument();
    expect(api.bodiesTo('/v1/esl/tournament/entry/checkin')).toEqual([{ id: 7 }]);
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('dialog', { name: 'How to Play Cannon Clash' })).toBeInTheDocument();
  });

  it('a successful join of a tournament of another game opens no instructions', async () => {
    api = withCheckin(joined);
    renderPage();
    const button = await screen.findByRole('button', { name: 'Join Now: Aim Cup' });
    jest.useFakeTimers({ advanceTimers: true });
    fireEvent.click(button);
    expect(
      await within(card('Aim Cup')).findByText('Successfully joined the tournament!'),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('already registered and not running: told to wait for the start', async () => {
    api = withCheckin(already);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now: Cannon Cup' }));
    expect(
      await within(card('Cannon Cup')).findByText(
        'You are already registered for this tournament. Wait for it to start.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a refused join shows the server's message", async () => {
    api = withCheckin({
      status: 400,
      data: { success: false, message: 'Registration is closed for this tournament.' },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now: Cannon Cup' }));
    expect(await within(card('Cannon Cup')).findByRole('alert')).toHaveTextContent(
      'Registration is closed for this tournament.',
    );
  });

  it("a join refused for the balance shows the api's fee and balance", async () => {
    api = withCheckin(insufficientCredits);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now: Aim Cup' }));
    expect(await within(card('Aim Cup')).findByRole('alert')).toHaveTextContent(SHORT_MESSAGE);
  });

  it("a failed join without a message: 'Failed to check in to the tournament'", async () => {
    api = withCheckin({ status: 500, data: '' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now: Cannon Cup' }));
    expect(await within(card('Cannon Cup')).findByRole('alert')).toHaveTextContent(
      'Failed to check in to the tournament',
    );
  });

  it('a running tournament opens the room-ID popup without a check-in call', async () => {
    api = withCheckin(joined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Now: Cannon Live' }));
    expect(screen.getByRole('dialog', { name: 'Enter Room ID' })).toBeInTheDocument();
    expect(api.bodiesTo('/v1/esl/tournament/entry/checkin')).toEqual([]);
  });

  it("a match room open before the start (its SMS has come): Play Now opens the room-ID popup, not 'already registered'", async () => {
    const early = makeTournament({
      id: 9,
      tourn_name: 'Cannon Early',
      is_esl: 1,
      status: 1,
      is_running: 0,
      game_name: 'Cannon Clash',
      player: { kind: 'next-match', round: 1, time: '2026-12-01 02:00 pm', play_now: true, place: null },
    });
    api = fakeApi({ [ESL]: listAnswer([early]), [WEEKLY]: listAnswer([]), [ESL_CHECKIN]: already });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Now: Cannon Early' }));
    expect(screen.getByRole('dialog', { name: 'Enter Room ID' })).toBeInTheDocument();
    expect(within(card('Cannon Early')).queryByText(/already registered/)).not.toBeInTheDocument();
    expect(api.bodiesTo('/v1/esl/tournament/entry/checkin')).toEqual([]);
  });

  it('the Room ID must be non-empty after trimming', async () => {
    api = withCheckin(joined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Now: Cannon Live' }));
    fireEvent.change(screen.getByLabelText('Room ID'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Room ID is required');
    expect(screen.getByLabelText('Room ID')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesTo('/v1/esl/tournament/match/checkin')).toEqual([]);
  });

  it('an accepted Room ID goes to /cannon-clash with roomId, tournamentId and startGame', async () => {
    api = fakeApi({
      [ESL]: listAnswer([live]),
      [WEEKLY]: listAnswer([]),
      [MATCH_CHECKIN]: { data: { success: true, message: 'Room ID accepted.', start_game: true } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Now: Cannon Live' }));
    fireEvent.change(screen.getByLabelText('Room ID'), { target: { value: '  PZ-4821 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const state = await screen.findByTestId('cannon-state');
    expect(JSON.parse(state.textContent ?? '')).toEqual({
      roomId: 'PZ-4821',
      tournamentId: 8,
      startGame: true,
    });
    expect(api.bodiesTo('/v1/esl/tournament/match/checkin')).toEqual([
      { tournamentId: 8, roomId: 'PZ-4821' },
    ]);
  });

  it("a refused Room ID shows the server's message and stays", async () => {
    api = fakeApi({
      [ESL]: listAnswer([live]),
      [WEEKLY]: listAnswer([]),
      [MATCH_CHECKIN]: {
        status: 400,
        data: { success: false, message: 'Invalid Room ID for this tournament.', start_game: false },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Now: Cannon Live' }));
    fireEvent.change(screen.getByLabelText('Room ID'), { target: { value: 'WRONG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid Room ID for this tournament.')).toBeInTheDocument();
    expect(screen.queryByTestId('cannon-state')).not.toBeInTheDocument();
  });

  it('an answer without start_game does not start the game', async () => {
    api = fakeApi({
      [ESL]: listAnswer([live]),
      [WEEKLY]: listAnswer([]),
      [MATCH_CHECKIN]: { data: { success: true, message: 'Wait for your opponent.', start_game: false } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Now: Cannon Live' }));
    fireEvent.change(screen.getByLabelText('Room ID'), { target: { value: 'PZ-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Wait for your opponent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('cannon-state')).not.toBeInTheDocument());
  });
});
