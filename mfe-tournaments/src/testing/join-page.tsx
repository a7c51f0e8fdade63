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

/** The api's refusal of an entry the balance cannot pay: the fee (50) and the balance (20). */
export const insufficientCredits: FakeAnswer = {
  status: 400,
  data: {
    success: false,
    message: 'Not enough credits to join: the entry fee is 50 credits and you have 20.',
    errors: 'Not enough credits to join: the entry fee is 50 credits and you have 20.',
    code: 'ENTRY_FEE_SHORT',
    values: { fee: 50, balance: 20 },
  },
};
/** What a person reads for that refusal. */
export const SHORT_MESSAGE = 'Not enough credits to join: the entry fee is 50 credits and you have 20.';

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
