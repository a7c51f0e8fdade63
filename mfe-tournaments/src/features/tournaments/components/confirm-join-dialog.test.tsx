import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { type FakeApi, fakeApi, resetSession } from '@portal/shared/testing';
import { listAnswer, makeTournament } from '../../../testing/tournaments';
import { card, ESL, ESL_CHECKIN, login, renderPage, WEEKLY } from '../../../testing/tournaments-page';

// /tournaments: an ESL tournament with an entry fee asks before the tap takes it; a free one joins
// in one tap.

const paid = makeTournament({ id: 11, tourn_name: 'Paid Cup', is_esl: 1, entryFee: 50, isEntryFree: 0 });
const free = makeTournament({ id: 10, tourn_name: 'Aim Cup', is_esl: 1, game_name: 'Aim Train' });
const joined = { data: { success: true, data: { already_submited: false }, errors: null, message: 'ok' } };
const already = { data: { success: true, data: { already_submited: true }, errors: null, message: 'x' } };
const CHECKIN_PATH = '/v1/esl/tournament/entry/checkin';

let api: FakeApi | undefined;
const listing = (tournaments = [paid, free], checkin = joined) =>
  fakeApi({
    [ESL]: listAnswer(tournaments),
    [WEEKLY]: listAnswer([]),
    [ESL_CHECKIN]: checkin,
    'GET /v1/user/profile': { data: { success: true, data: { credits: 120 } } },
  });
const dialog = () => screen.getByRole('dialog', { name: 'Join tournament' });

beforeEach(() => {
  resetSession();
  login();
});
afterEach(() => api?.restore());

describe('/tournaments: joining a paid ESL tournament', () => {
  it('Join Now opens the confirmation with the fee and the balance it comes from; nothing is sent', async () => {
    api = listing();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now: Paid Cup' }));
    expect(dialog()).toHaveTextContent('Join Paid Cup for 50 credits?');
    expect(dialog()).toHaveTextContent(
      'The entry fee is taken from your credits, not from your prize money.',
    );
    expect(await within(dialog()).findByText(/Your balance: 120 Credits/)).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Yes, join' })).toBeInTheDocument();
    expect(api.bodiesTo(CHECKIN_PATH)).toEqual([]);
  });

  it('Cancel closes it, sends nothing and leaves the card as it was', async () => {
    api = listing();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now: Paid Cup' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesTo(CHECKIN_PATH)).toEqual([]);
    expect(within(card('Paid Cup')).queryByRole('status')).not.toBeInTheDocument();
    expect(within(card('Paid Cup')).getByRole('button', { name: 'Join Now: Paid Cup' })).toBeEnabled();
  });

  it("'Yes, join' makes the check-in: the spec's message and the fee it took", async () => {
    api = listing();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now: Paid Cup' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Yes, join' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card('Paid Cup')).findByRole('status')).toHaveTextContent(
      'Successfully joined the tournament!50 credits were taken for the entry fee.',
    );
    expect(api.bodiesTo(CHECKIN_PATH)).toEqual([{ id: 11 }]);
  });

  it('a free tournament joins in one tap, without the confirmation', async () => {
    api = listing();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now: Aim Cup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card('Aim Cup')).findByRole('status')).toHaveTextContent(
      /^Successfully joined the tournament!$/,
    );
    expect(api.bodiesTo(CHECKIN_PATH)).toEqual([{ id: 10 }]);
  });

  it("a paid tournament already entered reads 'Joined' and asks nothing: the tap takes no fee and says to wait", async () => {
    const player = { kind: 'registered', round: null, time: null, play_now: false, place: null } as const;
    api = listing([{ ...paid, player }], already);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Joined: Paid Cup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card('Paid Cup')).findByRole('status')).toHaveTextContent(
      'You are already registered for this tournament. Wait for it to start.',
    );
  });
});
