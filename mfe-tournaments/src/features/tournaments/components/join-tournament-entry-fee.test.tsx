import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { session } from '@portal/shared/session';
import { type FakeApi, resetSession } from '@portal/shared/testing';
import {
  insufficientCredits,
  REGISTER,
  renderJoinPage as renderPage,
  submit,
  type,
  viewing,
} from '../../../testing/join-page';
import { textOf } from '../../../testing/urdu';

// The registration page of a paid tournament: the entry fee and the balance before the form, and
// the api's details when it refuses the entry for the balance.

const PROFILE = 'GET /v1/user/profile';
const profile = (credits: number) => ({ data: { success: true, data: { credits } } });
const paid = { entryFee: 50, isEntryFree: 0 } as const;
/** How many times a person reads `words` on the page. */
const timesShown = (words: string) => textOf().split(words).length - 1;
/** The registration was sent `n` times and its answer is in (the button reads 'Register' again). */
const answered = async (n: number) => {
  await waitFor(() => expect(api?.callsTo(REGISTER)).toHaveLength(n));
  await screen.findByRole('button', { name: 'Register' });
};

let api: FakeApi | undefined;

beforeEach(() => {
  resetSession();
  session.setToken('token');
  session.setMsisdn('ref');
});
afterEach(() => api?.restore());

describe('/join-tournament: the entry fee', () => {
  it("'Insufficient credits' comes with the api's details: the entry fee", async () => {
    api = viewing({ UIDCheck: 0, tourn_type: 'Credits', entryFee: 50, isEntryFree: 0 }, insufficientCredits);
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    type('NICK', 'ace');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Insufficient credits');
    expect(alert).toHaveTextContent('The entry fee is 50 credits.');
  });

  it("a paid tournament shows its fee and the balance before the form; a short balance: 'Insufficient credits'", async () => {
    api = viewing(paid, undefined, { [PROFILE]: profile(20) });
    renderPage();
    const notice = await screen.findByTestId('entry-fee-notice');
    expect(notice).toHaveTextContent('Entry fee: 50 Credits');
    expect(await within(notice).findByText('Your balance: 20 Credits')).toBeInTheDocument();
    expect(within(notice).getByRole('status')).toHaveTextContent(
      'Insufficient creditsThe entry fee is 50 credits.',
    );
  });

  it('a balance that covers the fee shows fee and balance without a warning; a free tournament neither', async () => {
    api = viewing(paid, undefined, { [PROFILE]: profile(80) });
    const { unmount } = renderPage();
    const notice = await screen.findByTestId('entry-fee-notice');
    expect(await within(notice).findByText('Your balance: 80 Credits')).toBeInTheDocument();
    expect(screen.queryByText('Insufficient credits')).toBeNull();
    unmount();
    api.restore();
    api = viewing({ tourn_name: 'Free Cup' });
    renderPage();
    await screen.findByRole('heading', { name: 'Free Cup' });
    expect(screen.queryByTestId('entry-fee-notice')).toBeNull();
    expect(api.callsTo(PROFILE)).toEqual([]);
  });

  it("a refusal for the short balance the notice already shows: 'Insufficient credits' once, the fee line kept", async () => {
    api = viewing({ UIDCheck: 0, tourn_type: 'Credits', ...paid }, insufficientCredits, {
      [PROFILE]: profile(20),
    });
    renderPage();
    const notice = await screen.findByTestId('entry-fee-notice');
    expect(await within(notice).findByText('Your balance: 20 Credits')).toBeInTheDocument();
    type('NICK', 'ace');
    submit();
    await answered(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Insufficient creditsThe entry fee is 50 credits.',
    );
    expect(timesShown('Insufficient credits')).toBe(1);
    expect(timesShown('The entry fee is 50 credits.')).toBe(1);
    expect(notice).toHaveTextContent('Entry fee: 50 Credits');
    // The form stays usable: the api decides, and a second try is sent (and still said once).
    expect(screen.getByLabelText('NICK')).toHaveValue('ace');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    submit();
    await answered(2);
    expect(timesShown('Insufficient credits')).toBe(1);
  });

  it('a refusal for the balance the profile had not foreseen is said in the notice, and the balance read again', async () => {
    let credits = 80;
    api = viewing({ UIDCheck: 0, tourn_type: 'Credits', ...paid }, insufficientCredits, {
      [PROFILE]: () => profile(credits),
    });
    renderPage();
    const notice = await screen.findByTestId('entry-fee-notice');
    expect(await within(notice).findByText('Your balance: 80 Credits')).toBeInTheDocument();
    expect(timesShown('Insufficient credits')).toBe(0);
    credits = 30; // spent elsewhere since the page read it
    type('NICK', 'ace');
    submit();
    await answered(1);
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'Insufficient creditsThe entry fee is 50 credits.',
    );
    expect(await within(notice).findByText('Your balance: 30 Credits')).toBeInTheDocument();
    expect(timesShown('Insufficient credits')).toBe(1);
  });
});
