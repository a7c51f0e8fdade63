import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { PlayerState, Tournament } from '@portal/contracts';
import { type FakeApi, fakeApi, renderWithProviders, resetSession } from '@portal/shared/testing';
import { listAnswer, makeTournament } from '../../../testing/tournaments';
import { card, ESL, ESL_CHECKIN, login, renderPage, WEEKLY } from '../../../testing/tournaments-page';
import { HomeTournaments } from './home-tournaments';

let api: FakeApi | undefined;

beforeEach(() => {
  resetSession();
  login();
});
afterEach(() => api?.restore());

const REGISTERED: PlayerState = { kind: 'registered', round: null, time: null, play_now: false, place: null };
const REGISTERED_LINE = 'Registered: your match time comes by SMS';
const cup = (player: PlayerState | null = null): Tournament =>
  makeTournament({ id: 7, tourn_name: 'Aim Cup', is_esl: 1, game_name: 'Aim Train', player });
const answer = (alreadySubmitted: boolean) => ({
  data: { success: true, data: { already_submited: alreadySubmitted }, errors: null, message: 'ok' },
});

describe('an ESL card once the subscriber is in', () => {
  it("after a successful join the card says so and its button reads 'Joined', not 'Join Now'", async () => {
    // The api's list reads the entry once the check-in has been made, as the real one does.
    let joined = false;
    api = fakeApi({
      [ESL]: () => listAnswer([cup(joined ? REGISTERED : null)]),
      [WEEKLY]: listAnswer([]),
      [ESL_CHECKIN]: () => {
        joined = true;
        return answer(false);
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now: Aim Cup' }));
    expect(await within(card('Aim Cup')).findByRole('button', { name: 'Joined: Aim Cup' })).toBeEnabled();
    expect(within(card('Aim Cup')).getByText('Successfully joined the tournament!')).toBeInTheDocument();
    expect(within(card('Aim Cup')).getByTestId('tournament-player-state')).toHaveTextContent(REGISTERED_LINE);
    expect(within(card('Aim Cup')).queryByRole('button', { name: /Join Now/ })).toBeNull();
  });

  it("on a later visit, from the api's state: 'Joined' still answers as Join Now did", async () => {
    api = fakeApi({
      [ESL]: listAnswer([cup(REGISTERED)]),
      [WEEKLY]: listAnswer([]),
      [ESL_CHECKIN]: answer(true),
    });
    renderPage();
    const button = await within(await screen.findByRole('article', { name: 'Aim Cup' })).findByRole(
      'button',
      { name: 'Joined: Aim Cup' },
    );
    expect(button).toHaveTextContent(/^Joined$/);
    expect(within(card('Aim Cup')).getByTestId('tournament-player-state')).toHaveTextContent(REGISTERED_LINE);
    fireEvent.click(button);
    expect(
      await within(card('Aim Cup')).findByText(
        'You are already registered for this tournament. Wait for it to start.',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesTo('/v1/esl/tournament/entry/checkin')).toEqual([{ id: 7 }]);
  });

  it("a card not joined keeps 'Join Now'; one whose match room is open reads 'Play Now'", async () => {
    const open: PlayerState = { ...REGISTERED, kind: 'next-match', round: 1, play_now: true };
    const room = makeTournament({ id: 8, tourn_name: 'Room Cup', is_esl: 1, player: open });
    api = fakeApi({ [ESL]: listAnswer([cup(), room]), [WEEKLY]: listAnswer([]) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Join Now: Aim Cup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Now: Room Cup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Joined/ })).toBeNull();
  });

  it("home's Tournaments block: the joined ESL card reads 'Joined' and leads to /tournaments", async () => {
    api = fakeApi({ [ESL]: listAnswer([cup(REGISTERED)]), [WEEKLY]: listAnswer([]) });
    renderWithProviders(<HomeTournaments />, { route: '/', path: '/' });
    const link = await screen.findByRole('link', { name: 'Joined: Aim Cup' });
    expect(link).toHaveAttribute('href', '/tournaments');
    expect(screen.getByTestId('tournament-player-state')).toHaveTextContent(REGISTERED_LINE);
    expect(screen.queryByRole('link', { name: /Join Now/ })).toBeNull();
  });
});
