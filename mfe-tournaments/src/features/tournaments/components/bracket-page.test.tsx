import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { session } from '@portal/shared/session';
import { type FakeApi, fakeApi, renderWithProviders, resetSession } from '@portal/shared/testing';
import type { Bracket, BracketMatch, PlayerState } from '@portal/contracts';
import { BracketPage } from './bracket-page';

const URL = 'GET /v1/tournaments/7/bracket';
let api: FakeApi | undefined;

const p = (seed: number, name: string, you = false) => ({ seed, name, you });
const match = (id: number, over: Partial<BracketMatch> = {}): BracketMatch => ({
  id,
  kind: 'bracket',
  players: [p(1, 'Ali'), p(4, 'Sara')],
  time: '2031-03-01 07:00 pm',
  room: 'waiting',
  winner: null,
  decided: null,
  ...over,
});
const me = (over: Partial<PlayerState>): PlayerState => ({
  kind: 'next-match',
  round: 1,
  time: '2031-03-01 07:00 pm',
  play_now: false,
  place: null,
  ...over,
});
const bracket = (over: Partial<Bracket> = {}): Bracket => ({
  id: 7,
  name: 'Night Cup',
  status: 2,
  state: 'running',
  third_place: 'match',
  prize_currency: 'rupees',
  rounds: [
    {
      round: 1,
      label: 'Semi-final',
      matches: [
        match(1, { players: [p(1, 'Ali', true), p(4, 'Sara')], room: 'open' }),
        match(2, { players: [p(2, 'Bo'), p(3, 'Chen')], winner: 2, decided: 'no-show', room: 'finished' }),
      ],
    },
  ],
  me: me({ play_now: true }),
  ...over,
});

const renderPage = (id = '7') =>
  renderWithProviders(<BracketPage pollMs={40} />, {
    route: `/tournaments/${id}/bracket`,
    path: '/tournaments/:id/bracket',
  });

beforeEach(() => {
  resetSession();
  session.setToken('token');
  session.setMsisdn('ref');
});
afterEach(() => api?.restore());

describe('/tournaments/:id/bracket', () => {
  it('rounds as columns, each match with its players, time, room and how it was decided; the viewer highlighted', async () => {
    api = fakeApi({ [URL]: { data: { success: true, data: bracket() } } });
    renderPage();
    const round = await screen.findByRole('region', { name: 'Semi-final' });
    const mine = within(round).getByTestId('bracket-match-1');
    expect(mine).toHaveClass('bracket-match--mine');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('1 Ali (you)');
    expect(mine).toHaveTextContent('2031-03-01 07:00 pm · Room open');
    const other = within(round).getByTestId('bracket-match-2');
    expect(other).not.toHaveClass('bracket-match--mine');
    expect(other).toHaveTextContent('2 Bo (winner)');
    expect(other).toHaveTextContent('Finished · No-show');
    expect(screen.getByTestId('bracket-me')).toHaveTextContent(
      'Your next match: round 1, 2031-03-01 07:00 pm',
    );
    expect(screen.queryByText(/\d{7,}/)).toBeNull();
  });

  it('polls while open: a result recorded on the server shows without a reload', async () => {
    let calls = 0;
    api = fakeApi({
      [URL]: () => {
        calls++;
        const done = calls > 1;
        return {
          data: {
            success: true,
            data: bracket({
              rounds: [
                {
                  round: 1,
                  label: 'Final',
                  matches: [
                    match(1, {
                      players: [p(1, 'Ali', true), p(4, 'Sara')],
                      room: done ? 'finished' : 'open',
                      winner: done ? 1 : null,
                      decided: done ? 'played' : null,
                    }),
                  ],
                },
              ],
              me: done ? me({ kind: 'champion', round: null, time: null, place: 1 }) : me({ play_now: true }),
            }),
          },
        };
      },
    });
    renderPage();
    expect(await screen.findByText(/Room open/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bracket-match-1')).toHaveTextContent('Finished · Played'));
    expect(screen.getByTestId('bracket-me')).toHaveTextContent(/^Champion$/);
  });

  it.each([
    [{ status: 4, state: 'finished' }, 'Tournament has ended'],
    [{ status: 5, state: 'cancelled' }, 'Tournament cancelled: fewer than 10 players checked in'],
    [{ status: 3, state: 'void' }, 'Cancelled by the organiser: entry fee refunded'],
  ])('an ended tournament without a bracket says so, not when the bracket comes (%j)', async (over, text) => {
    api = fakeApi({ [URL]: { data: { success: true, data: bracket({ rounds: [], me: null, ...over }) } } });
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('The bracket is drawn an hour before the start.')).toBeNull();
  });

  it('guests read it (no state line); before the draw it says when the bracket comes; errors offer Retry', async () => {
    resetSession();
    api = fakeApi({
      [URL]: { data: { success: true, data: bracket({ rounds: [], me: null, state: 'open' }) } },
    });
    const first = renderPage();
    expect(await screen.findByText('The bracket is drawn an hour before the start.')).toBeInTheDocument();
    expect(screen.queryByTestId('bracket-me')).toBeNull();
    first.unmount();
    api.restore();
    api = fakeApi({ [URL]: { status: 404, data: { success: false, errors: 'Tournament not found' } } });
    renderPage();
    expect(await screen.findByText('Tournament not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('a bye shows one player and the word Bye; eliminated players read their round', async () => {
    api = fakeApi({
      [URL]: {
        data: {
          success: true,
          data: bracket({
            rounds: [
              {
                round: 2,
                label: 'Round 2',
                matches: [match(5, { players: [p(1, 'Ali')], winner: 1, decided: 'bye', room: 'finished' })],
              },
            ],
            me: me({ kind: 'eliminated', round: 2, time: null }),
          }),
        },
      },
    });
    renderPage();
    expect(await screen.findByTestId('bracket-match-5')).toHaveTextContent('Bye');
    expect(screen.getByTestId('bracket-me')).toHaveTextContent('Eliminated in round 2');
  });
});
