import { fireEvent, screen } from '@testing-library/react';
import { type FakeAnswer, fakeApi, renderWithProviders } from '@portal/shared/testing';
import type { Tournament } from '@portal/contracts';
import { JoinTournamentPage } from '../features/tournaments/components/join-tournament-page';
import { makeTournament } from './tournaments';

// The registration page (/join-tournament) in tests: the page at an address, the api viewing one
// tournament (id 1, 'PUBG Showdown' unless `t` says otherwise) and answering the registration,
// and the form's actions as a subscriber takes them.

export const VIEW = 'POST /v1/tournament/view';
export const REGISTER = 'POST /v1/tournament/entry/checkin';

export const renderJoinPage = (search = '?tournamentId=1') =>
  renderWithProviders(<JoinTournamentPage />, {
    route: `/join-tournament${search}`,
    path: '/join-tournament',
  });

/** The api viewing one tournament; `register` answers the registration, `extra` other calls. */
export const viewing = (
  t: Partial<Tournament>,
  register?: FakeAnswer,
  extra: Parameters<typeof fakeApi>[0] = {},
) =>
  fakeApi({
    [VIEW]: { data: { success: true, data: [makeTournament({ id: 1, tourn_name: 'PUBG Showdown', ...t })] } },
    ...(register ? { [REGISTER]: register } : {}),
    ...extra,
  });

/** The api's refusal of an entry the balance cannot pay, with the fee in its details. */
export const insufficientCredits: FakeAnswer = {
  status: 400,
  data: {
    success: false,
    message: 'Insufficient credits',
    code: 'INSUFFICIENT_CREDITS',
    details: 'The entry fee is 50 credits.',
  },
};

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
