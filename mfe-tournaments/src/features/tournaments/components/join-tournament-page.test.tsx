import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { session } from '@portal/shared/session';
import { type FakeApi, fakeApi, notTimeouts, resetSession } from '@portal/shared/testing';
import { renderJoinPage as renderPage, submit, type, VIEW, viewing } from '../../../testing/join-page';

let api: FakeApi | undefined;

const answer = (already: boolean) => ({
  data: { success: true, data: { already_submited: already }, errors: null, message: '' },
});

beforeEach(() => {
  resetSession();
  session.setToken('token');
  session.setMsisdn('ref');
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

describe('/join-tournament: loading the tournament', () => {
  it("without tournamentId: 'Tournament ID is missing' and no call", () => {
    api = fakeApi({});
    renderPage('');
    expect(screen.getByRole('heading', { level: 1, name: 'Join Tournament' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Tournament ID is missing$/);
    expect(api.calls).toEqual([]);
  });

  it("an id that is not a positive number: 'No tournament data available'", () => {
    api = fakeApi({});
    renderPage('?tournamentId=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('No tournament data available');
    expect(api.calls).toEqual([]);
  });

  it('asks the api for the tournament by id and shows it', async () => {
    api = viewing({
      time: '2026-11-25 08:00 pm',
      timeStart: '2026-11-25 08:00 pm',
      timeEnd: '2026-11-25 11:00 pm',
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'PUBG Showdown' })).toBeInTheDocument();
    expect(api.bodiesTo('/v1/tournament/view')).toEqual([{ id: 1 }]);
    expect(screen.getByText('2026-11-25')).toBeInTheDocument();
    expect(screen.getByText('08:00 pm - 11:00 pm')).toBeInTheDocument();
    expect(screen.getByText('Rs 5,000')).toBeInTheDocument();
  });

  it("an answer without data[0]: 'No tournament data available'", async () => {
    api = fakeApi({ [VIEW]: { data: { success: true, data: [] } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tournament data available');
  });

  it("the api's 404 message for an unknown id", async () => {
    api = fakeApi({
      [VIEW]: { status: 404, data: { success: false, message: 'No tournament data available' } },
    });
    renderPage('?tournamentId=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('No tournament data available');
  });

  it("a failed load without a message: 'Failed to load tournament details'", async () => {
    jest.useFakeTimers({ doNotFake: [...notTimeouts] });
    api = fakeApi({ [VIEW]: { status: 503, data: '' } });
    renderPage();
    // A 503 without Retry-After: the tournament is asked twice more (after 1 s, then 2 s).
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load tournament details/);
  });

  it("without a login: 'Please log in to participate in tournaments' and no call", () => {
    resetSession();
    api = fakeApi({});
    renderPage();
    expect(screen.getByText('Please log in to participate in tournaments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login Required' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('/join-tournament: the registration form', () => {
  it('UIDCheck 1 and a Cash tournament: UID, NICK and Email', async () => {
    api = viewing({ UIDCheck: 1, tourn_type: 'Cash' });
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    expect(screen.getByLabelText('UID')).toBeInTheDocument();
    expect(screen.getByLabelText('NICK')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('UIDCheck 0: no UID field', async () => {
    api = viewing({ UIDCheck: 0, tourn_type: 'Cash' });
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    expect(screen.queryByLabelText('UID')).not.toBeInTheDocument();
    expect(screen.getByLabelText('NICK')).toBeInTheDocument();
  });

  it("tourn_type 'Credits': no Email field", async () => {
    api = viewing({ UIDCheck: 0, tourn_type: 'Credits' });
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('NICK')).toBeInTheDocument();
  });

  it('blank fields get the error style and stop the submission', async () => {
    api = viewing({ UIDCheck: 1, tourn_type: 'Cash' }, answer(false));
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    type('NICK', '   ');
    submit();
    for (const label of ['UID', 'NICK', 'Email']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label).closest('.pz-field')).toHaveClass('pz-field--error');
    }
    expect(screen.getByText('NICK is required')).toBeInTheDocument();
    expect(api.bodiesTo('/v1/tournament/entry/checkin')).toEqual([]);
  });

  it('a field loses its error style once filled', async () => {
    api = viewing({ UIDCheck: 0, tourn_type: 'Credits' }, answer(false));
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    submit();
    expect(screen.getByLabelText('NICK')).toHaveAttribute('aria-invalid', 'true');
    type('NICK', 'ace');
    expect(screen.getByLabelText('NICK')).not.toHaveAttribute('aria-invalid');
  });

  it("registers with the asked fields: 'Successfully registered! Please wait for further instructions.'", async () => {
    api = viewing({ UIDCheck: 1, tourn_type: 'Cash' }, answer(false));
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    type('UID', ' 51234567 ');
    type('NICK', 'ace');
    type('Email', 'ace@example.com');
    submit();
    expect(
      await screen.findByText('Successfully registered! Please wait for further instructions.'),
    ).toBeInTheDocument();
    expect(api.bodiesTo('/v1/tournament/entry/checkin')).toEqual([
      { id: 1, pubg_id: '51234567', pubg_nick: 'ace', userEmail: 'ace@example.com' },
    ]);
  });

  it('a Credits tournament without UID sends only the NICK', async () => {
    api = viewing({ UIDCheck: 0, tourn_type: 'Credits' }, answer(false));
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    type('NICK', 'ace');
    submit();
    await screen.findByText('Successfully registered! Please wait for further instructions.');
    expect(api.bodiesTo('/v1/tournament/entry/checkin')).toEqual([{ id: 1, pubg_nick: 'ace' }]);
  });

  it("an entry already made: 'You have already submitted. Please wait for further instructions.' and nothing to send", async () => {
    api = viewing(
      {
        UIDCheck: 0,
        tourn_type: 'Credits',
        entries: [{ pubg_id: null, pubg_nick: 'ace', checked_in: true, place: null }],
      },
      answer(true),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have already submitted. Please wait for further instructions.',
    );
    expect(screen.getByLabelText('NICK')).toHaveValue('ace');
    expect(screen.getByLabelText('NICK')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    submit();
    expect(api.bodiesTo('/v1/tournament/entry/checkin')).toEqual([]);
  });

  it('an entry already made in a Cash tournament shows no empty, disabled e-mail box', async () => {
    api = viewing(
      {
        UIDCheck: 1,
        tourn_type: 'Cash',
        entries: [{ pubg_id: '5123456789', pubg_nick: 'ace', checked_in: true, place: null }],
      },
      answer(true),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    expect(screen.getByLabelText('UID')).toHaveValue('5123456789');
    expect(screen.getByLabelText('NICK')).toHaveValue('ace');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it("a failure without a message: 'Failed to register for the tournament.'", async () => {
    api = viewing({ UIDCheck: 0, tourn_type: 'Credits' }, { status: 500, data: '' });
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    type('NICK', 'ace');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register for the tournament.');
  });

  it("a refusal shows the server's message (e.g. the entry fee)", async () => {
    api = viewing(
      { UIDCheck: 0, tourn_type: 'Credits' },
      { status: 400, data: { success: false, message: 'Insufficient credits' } },
    );
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    type('NICK', 'ace');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient credits');
  });

  it('status 1 keeps the inputs enabled', async () => {
    api = viewing({ status: 1 });
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    expect(screen.getByLabelText('NICK')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it("status 2 disables the inputs and shows 'Tournament is in progress'", async () => {
    api = viewing({ status: 2 }, answer(false));
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    expect(screen.getByText('Tournament is in progress')).toBeInTheDocument();
    for (const label of ['UID', 'NICK', 'Email']) expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('status above 2 disables the inputs and offers VIEW HIGHLIGHTS', async () => {
    api = viewing({ status: 3 });
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    expect(screen.getByLabelText('NICK')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'VIEW HIGHLIGHTS' })).toBeInTheDocument();
  });

  it('a cancelled tournament (status 5) says so and keeps the inputs disabled', async () => {
    api = viewing({ status: 5 });
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    expect(screen.getByText('Tournament cancelled: fewer than 10 players checked in')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'VIEW HIGHLIGHTS' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('NICK')).toBeDisabled();
  });

  it('losing the login on the page replaces the form with the request to log in', async () => {
    api = viewing({ UIDCheck: 0, tourn_type: 'Credits' }, answer(false));
    renderPage();
    await screen.findByRole('heading', { name: 'PUBG Showdown' });
    type('NICK', 'ace');
    session.clearCredentials();
    await waitFor(() =>
      expect(screen.getByText('Please log in to participate in tournaments')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(api.bodiesTo('/v1/tournament/entry/checkin')).toEqual([]);
  });
});
