import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { StaffBracket } from '@portal/contracts';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, sessionOf } from '../../test/fake-operator-api';
import { tournament } from '../../test/tournament-fixture';

// The demo's live knockout: seed 1 (the demo subscriber) beat seed 3 in round 3, and the final
// against seed 2 is open. Players chose 'player1'... as their names in the public bracket.
const seat = (seed: number) => ({ seed, name: `player${seed}`, you: false });
const bracket: StaffBracket = {
  id: 8,
  name: 'Live Knockout',
  nameUr: null,
  status: 2,
  state: 'running',
  third_place: 'match',
  prize_currency: 'credits',
  me: null,
  rounds: [
    {
      round: 3,
      label: 'Round 3',
      matches: [
        {
          id: 31,
          kind: 'bracket',
          players: [seat(1), seat(3)],
          time: '',
          room: 'finished',
          winner: 1,
          decided: 'played',
        },
      ],
    },
    {
      round: 4,
      label: 'Final',
      matches: [
        {
          id: 41,
          kind: 'bracket',
          players: [seat(1), seat(2)],
          time: '',
          room: 'open',
          winner: null,
          decided: null,
        },
      ],
    },
  ],
  players: [
    { seed: 1, phone: '923001234567', name: 'Demo Player' },
    { seed: 2, phone: '923000000001', name: 'Ali Raza' },
    { seed: 3, phone: '923000000002', name: null },
  ],
};
const match = (id: number, round: number, p2: string, p2Name: string | null, winner: string | null) => ({
  id,
  round,
  room_id: null,
  status: winner ? 'finished' : 'scheduled',
  player1: '923001234567',
  player1_name: 'Demo Player',
  player2: p2,
  player2_name: p2Name,
  winner,
  scheduled_at: null,
});

describe('tournament page: players named alike in the bracket and the matches', () => {
  it('names each player by number and name in both, never by the name chosen for players', async () => {
    fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /tournaments/8': () =>
        ok({
          ...tournament(8, 'Live Knockout', { esl: true, status: 2, engineState: 'running' }),
          registrations: 3,
          checkins: 3,
        }),
      'GET /tournaments/8/bracket': () => ok(bracket),
      'GET /tournaments/8/matches': () =>
        ok([
          match(31, 3, '923000000002', null, '923001234567'),
          match(41, 4, '923000000001', 'Ali Raza', null),
        ]),
      'GET /tournaments/8/sms': () => ok([]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/8', path: '/operator/*' });
    const final = await screen.findByRole('region', { name: 'Final' }, { timeout: 5000 });
    // Each player: the seed, then the number with the name under it; the public name on pointing.
    const [one, two] = within(final).getAllByTitle(/^Players see:/);
    expect(one).toHaveTextContent(/^1 ?03001234567 Demo Player$/);
    expect(two).toHaveTextContent(/^2 ?03000000001 Ali Raza$/);
    expect(two).toHaveAttribute('title', 'Players see: player2');
    const third = screen.getByRole('region', { name: 'Round 3' });
    expect(within(third).getAllByTitle(/^Players see:/)[1]).toHaveTextContent(/^3 ?03000000002$/);

    // The same players in the matches, the winner named as the players are.
    const cells = async (round: string) => {
      const rows = await screen.findAllByRole('row');
      const row = rows.find((r) => r.firstElementChild?.textContent === round) as HTMLElement;
      return within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    };
    expect((await cells('4')).slice(1, 3)).toEqual(['03001234567 Demo Player', '03000000001 Ali Raza']);
    expect(await cells('3')).toEqual([
      '3',
      '03001234567 Demo Player',
      '03000000002',
      '–',
      '03001234567 Demo Player',
    ]);
    expect(screen.queryByText(/player\d/)).toBeNull();
  });
});

describe('tournament page: states in staff words', () => {
  it('says how each match was decided, what an open one waits for, and where each text is', async () => {
    const round1 = (id: number, decided: 'no-show' | null, room: 'finished' | 'waiting') => ({
      id,
      kind: 'bracket' as const,
      players: [seat(1), seat(id)],
      time: '',
      room,
      winner: decided ? 1 : null,
      decided,
    });
    fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /tournaments/8': () =>
        ok(tournament(8, 'Live Knockout', { esl: true, engineState: 'running', entryFee: 1500 })),
      'GET /tournaments/8/bracket': () =>
        ok({
          ...bracket,
          rounds: [
            {
              round: 1,
              label: 'Round 1',
              matches: [
                round1(2, 'no-show', 'finished'),
                round1(3, null, 'waiting'),
                { ...round1(4, null, 'finished'), players: [seat(4)], winner: 4, decided: 'bye' },
              ],
            },
          ],
        }),
      'GET /tournaments/8/matches': () =>
        ok([
          match(11, 1, '923000000001', 'Ali Raza', null),
          { ...match(12, 1, '923000000002', null, null), status: 'finished' },
        ]),
      'GET /tournaments/8/sms': () =>
        ok([
          { id: 1, phone: '923001234567', body: 'Your room opens soon', status: 'queued', createdAt: '' },
          { id: 2, phone: '923000000001', body: 'Your room opens soon', status: 'failed', createdAt: '' },
        ]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/8', path: '/operator/*' });
    const round = await screen.findByRole('region', { name: 'Round 1' }, { timeout: 5000 });
    expect(within(round).getByText('Won by no-show')).toBeInTheDocument();
    expect(within(round).getByText('Room not open yet')).toBeInTheDocument();
    expect(within(round).getAllByText('Bye')).toHaveLength(1);
    expect(await screen.findByText('Not played yet')).toBeInTheDocument();
    expect(screen.getByText('No winner')).toBeInTheDocument();
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Entry fee', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^1,500 credits$/,
    );
    for (const stored of ['no-show', 'waiting', 'scheduled', 'finished', 'queued', 'failed'])
      expect(screen.queryByText(stored)).toBeNull();
  });
});

describe('tournament page: settling matches', () => {
  // Round 1: a double no-show (finished, no winner), a match still to play, one won.
  const matches = [
    { ...match(11, 1, '923000000001', 'Ali Raza', null), status: 'finished' },
    match(12, 1, '923000000002', null, null),
    match(13, 1, '923000000003', null, '923000000003'),
  ];
  const showTournament = (status: number, engineState: string | null) => {
    fakeOperatorApi({
      'GET /session': () => sessionOf('moderator'),
      'GET /tournaments/8': () => ok(tournament(8, 'Weekly Cup', { status, engineState })),
      'GET /tournaments/8/bracket': () => ok({ ...bracket, rounds: [] }),
      'GET /tournaments/8/matches': () => ok(matches),
      'GET /tournaments/8/sms': () => ok([]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/8', path: '/operator/*' });
  };
  const rowOf = async (player2: string) =>
    (await screen.findAllByRole('row')).find((r) => r.textContent?.includes(player2)) as HTMLElement;

  it('offers a winner only for a match still to play while the tournament runs', async () => {
    showTournament(2, null);
    const open = await rowOf('03000000002');
    expect(
      within(open)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['03001234567 won', '03000000002 won']);
    const noWinner = await rowOf('03000000001');
    expect(within(noWinner).getByText('No winner')).toBeInTheDocument();
    expect(within(noWinner).queryByRole('button')).toBeNull();
    expect(within(await rowOf('03000000003')).queryByRole('button')).toBeNull();
  });

  it('offers nothing to settle once the tournament has ended: its results are final', async () => {
    showTournament(3, null);
    expect(within(await rowOf('03000000001')).getByText('No winner')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Settle' })).toBeNull();
    expect(screen.queryByRole('button', { name: /won$/ })).toBeNull();
  });
});

describe('tournament page: voiding', () => {
  const showTournament = (status: number, engineState: string | null) => {
    fakeOperatorApi({
      'GET /session': () => sessionOf('moderator'),
      'GET /tournaments/8': () => ok(tournament(8, 'Weekly Cup', { status, engineState })),
      'GET /tournaments/8/bracket': () => ok({ ...bracket, rounds: [] }),
      'GET /tournaments/8/matches': () => ok([]),
      'GET /tournaments/8/sms': () => ok([]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/8', path: '/operator/*' });
  };

  it.each([
    ['open for entries', 1, null],
    ['drawn', 2, 'drawn'],
    ['live', 2, 'running'],
    ['run by hand', 2, null],
  ])('offers Void with refunds while the tournament is %s', async (_state, status, engineState) => {
    showTournament(status, engineState);
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void with refunds' })).toBeInTheDocument();
  });

  it.each([
    ['ended', 3, 'finished'],
    ['ended (ESL)', 4, null],
    ['ended without a champion', 3, 'no-champion'],
    ['cancelled', 5, 'cancelled'],
    ['voided', 5, 'void'],
  ])('does not offer Void once the tournament is %s', async (_state, status, engineState) => {
    showTournament(status, engineState);
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void with refunds' })).toBeNull();
  });
});

describe('tournament page: Urdu', () => {
  it('shows its Urdu name and the texts sent in Urdu right to left in the Urdu font, English ones as they are', async () => {
    const roomText =
      'PlayZone: Ali Raza کے ساتھ آپ کا Cannon Clash میچ 7:00 بجے۔ Room ID: PZ-4821۔ ٹورنامنٹس کھولیں';
    fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /tournaments/8': () =>
        ok(tournament(8, 'Live Knockout', { nameUr: 'Cannon Clash لائیو ناک آؤٹ', status: 2 })),
      'GET /tournaments/8/bracket': () => ok({ ...bracket, rounds: [] }),
      'GET /tournaments/8/matches': () => ok([]),
      'GET /tournaments/8/sms': () =>
        ok([
          { id: 1, phone: '923001234567', body: roomText, status: 'sent', createdAt: '' },
          { id: 2, phone: '923000000001', body: 'Your room opens soon', status: 'sent', createdAt: '' },
        ]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/tournaments/8', path: '/operator/*' });
    for (const urdu of ['Cannon Clash لائیو ناک آؤٹ', roomText]) {
      const shown = await screen.findByText(urdu, {}, { timeout: 5000 });
      expect(shown).toHaveAttribute('dir', 'rtl');
      expect(shown).toHaveAttribute('lang', 'ur');
      expect(shown).toHaveClass('op-ur');
    }
    const english = screen.getByText(/Your room opens soon/);
    expect(english.closest('[dir]')).toBeNull();
    expect(english.closest('[lang="ur"]')).toBeNull();
  });
});
