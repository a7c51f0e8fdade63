import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { session } from '@portal/shared/session';
import { type FakeApi, resetSession } from '@portal/shared/testing';
import {
  insufficientCredits,
  REGISTER,
  renderJoinPage as renderPage,
  SHORT_MESSAGE,
  submit,
  type,
  viewing,
} from '../../../testing/join-page';
import { textOf } from '../../../testing/urdu';

// The registration page of a paid tournament: the fee and the balance it comes from on one line by
// Register, and the api's refusal for a short balance said by the button.

const PROFILE = 'GET /v1/user/profile';
const profile = (credits: number) => ({ data: { success: true, data: { credits } } });
const paid = { UIDCheck: 0, tourn_type: 'Credits', entryFee: 50, isEntryFree: 0 } as const;
const FEE_LINE = 'Entry fee: 50 Credits, taken from your credits when you register.';
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
  it('a paid tournament says its fee and the balance it comes from on one line just above Register', async () => {
    api = viewing(paid, undefined, { [PROFILE]: profile(80) });
    renderPage();
    const notice = await screen.findByTestId('entry-fee-notice');
    expect(notice).toHaveTextContent(FEE_LINE);
    expect(await within(notice).findByText('Your balance: 80 Credits')).toBeInTheDocument();
    expect(notice.nextElementSibling).toBe(screen.getByRole('button', { name: 'Register' }));
    // Register asks nothing more: the fee was said before it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a free tournament shows no fee line and reads no balance', async () => {
    api = viewing({ tourn_name: 'Free Cup' });
    renderPage();
    await screen.findByRole('heading', { name: 'Free Cup' });
    expect(screen.queryByTestId('entry-fee-notice')).toBeNull();
    expect(api.callsTo(PROFILE)).toEqual([]);
  });

  it("a registration refused for the balance says the api's fee and balance by the button, once", async () => {
    api = viewing(paid, insufficientCredits, { [PROFILE]: profile(20) });
    renderPage();
    const notice = await screen.findByTestId('entry-fee-notice');
    expect(await within(notice).findByText('Your balance: 20 Credits')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    type('NICK', 'ace');
    submit();
    await answered(1);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SHORT_MESSAGE);
    expect(alert.nextElementSibling).toBe(notice);
    // The form stays usable: the api decides, and a second try is sent (and still said once).
    expect(screen.getByLabelText('NICK')).toHaveValue('ace');
    submit();
    await answered(2);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHORT_MESSAGE);
    expect(timesShown(SHORT_MESSAGE)).toBe(1);
  });

  it('after a refusal for the balance the fee line shows the balance read again', async () => {
    let credits = 80;
    api = viewing(paid, insufficientCredits, { [PROFILE]: () => profile(credits) });
    renderPage();
    const notice = await screen.findByTestId('entry-fee-notice');
    expect(await within(notice).findByText('Your balance: 80 Credits')).toBeInTheDocument();
    credits = 20; // spent elsewhere since the page read it
    type('NICK', 'ace');
    submit();
    await answered(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHORT_MESSAGE);
    expect(await within(notice).findByText('Your balance: 20 Credits')).toBeInTheDocument();
  });
});
