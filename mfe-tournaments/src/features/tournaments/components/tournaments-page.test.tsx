import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type FakeApi, fakeApi, notTimeouts, resetSession } from '@portal/shared/testing';
import { listAnswer, makeTournament } from '../../../testing/tournaments';
import { card, ESL, login, renderPage, WEEKLY } from '../../../testing/tournaments-page';

let api: FakeApi | undefined;

beforeEach(() => {
  resetSession();
  login();
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

describe('/tournaments: loading and errors', () => {
  it("shows the heading 'Weekly Tournaments' and a loading state while the lists load", () => {
    api = fakeApi({ [WEEKLY]: { hang: true }, [ESL]: { hang: true } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly Tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(document.title).toBe('Weekly Tournaments | PlayZone');
  });

  it("one shared error: a list answering success false shows 'Error: {errors}'", async () => {
    api = fakeApi({
      [WEEKLY]: listAnswer([makeTournament()]),
      [ESL]: { data: { success: false, errors: 'ESL is down', data: [] } },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: ESL is down');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("success false without errors falls back to 'Failed to fetch tournaments'", async () => {
    api = fakeApi({ [WEEKLY]: { data: { success: false } }, [ESL]: listAnswer([]) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch tournaments');
  });

  it("a failed call without a server message shows 'Error: Failed to load tournaments'", async () => {
    jest.useFakeTimers({ doNotFake: [...notTimeouts] });
    api = fakeApi({ [WEEKLY]: listAnswer([]), [ESL]: { status: 502, data: '' } });
    renderPage();
    // A gateway's 502 is no answer of the api: the lists are asked twice more (after 1 s, then 2 s).
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load tournaments');
    expect(api.callsTo(ESL)).toHaveLength(3);
  });

  it("a failed call shows the server's message when it sent one", async () => {
    api = fakeApi({
      [WEEKLY]: { status: 500, data: { success: false, message: 'Database busy' } },
      [ESL]: listAnswer([]),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database busy');
  });
});

describe('/tournaments: cards and status rules', () => {
  const lists = () =>
    fakeApi({
      [ESL]: listAnswer([
        makeTournament({
          id: 1,
          tourn_name: 'Open ESL',
          is_esl: 1,
          game_name: 'Cannon Clash',
          tourn_type: 'Credits',
          prize: 1500,
        }),
        makeTournament({
          id: 2,
          tourn_name: 'Live ESL',
          is_esl: 1,
          status: 2,
          is_running: 1,
          game_name: 'Cannon Clash',
        }),
        makeTournament({ id: 3, tourn_name: 'Paused ESL', is_esl: 1, status: 2 }),
        makeTournament({ id: 4, tourn_name: 'Done ESL', is_esl: 1, status: 4 }),
        makeTournament({ id: 5, tourn_name: 'Three ESL', is_esl: 1, status: 3 }),
        makeTournament({ id: 6, tourn_name: 'Cancelled ESL', is_esl: 1, status: 5 }),
      ]),
      [WEEKLY]: listAnswer([
        makeTournament({
          id: 11,
          tourn_name: 'Open Weekly',
          time: '2026-11-25 08:00 pm',
          entryFee: 50,
          isEntryFree: 0,
        }),
        makeTournament({ id: 12, tourn_name: 'Running Weekly', status: 1, is_running: 1, time: '' }),
        makeTournament({ id: 13, tourn_name: 'Progress Weekly', status: 2 }),
        makeTournament({ id: 14, tourn_name: 'Ended Weekly', status: 3 }),
      ]),
    });

  it('lists the ESL section and the weekly section', async () => {
    api = lists();
    renderPage();
    const esl = await screen.findByRole('region', { name: 'ESL Tournaments' });
    const weekly = screen.getByRole('region', { name: 'Other Tournaments' });
    expect(within(esl).getAllByRole('article')).toHaveLength(6);
    expect(within(weekly).getAllByRole('article')).toHaveLength(4);
  });

  it('shows game icon, date and time split on spaces, entry fee and prize', async () => {
    api = lists();
    renderPage();
    const open = await screen.findByRole('article', { name: 'Open Weekly' });
    expect(within(open).getByRole('img', { name: 'PUBG Mobile' })).toHaveAttribute('width', '320');
    expect(within(open).getByText('2026-11-25')).toBeInTheDocument();
    expect(within(open).getByText('08:00 pm')).toBeInTheDocument();
    expect(within(open).getByText('50 Credits')).toBeInTheDocument();
    expect(within(open).getByText('Rs 5,000')).toBeInTheDocument();
    expect(within(card('Open ESL')).getByText('1,500 Credits')).toBeInTheDocument();
    expect(within(card('Open ESL')).getByText('Free')).toBeInTheDocument();
  });

  it("an empty time shows 'N/A' for date and time", async () => {
    api = lists();
    renderPage();
    const running = await screen.findByRole('article', { name: 'Running Weekly' });
    expect(within(running).getAllByText('N/A')).toHaveLength(2);
  });

  it('ESL status 1: Join Now, no overlay, no banner', async () => {
    api = lists();
    renderPage();
    const open = await screen.findByRole('article', { name: 'Open ESL' });
    expect(within(open).getByRole('button', { name: /Join Now/ })).toBeEnabled();
    expect(within(open).queryByTestId('completed-overlay')).not.toBeInTheDocument();
    expect(within(open).queryByText('Tournament is in progress')).not.toBeInTheDocument();
    expect(within(open).queryByText('LIVE')).not.toBeInTheDocument();
  });

  it("ESL running: LIVE, 'Tournament is in progress' and Play Now", async () => {
    api = lists();
    renderPage();
    const live = await screen.findByRole('article', { name: 'Live ESL' });
    expect(within(live).getByText('LIVE')).toBeInTheDocument();
    expect(within(live).getByText('Tournament is in progress')).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: /Play Now/ })).toBeInTheDocument();
  });

  it("ESL status 2 not running: 'Tournament is in progress' with Join Now", async () => {
    api = lists();
    renderPage();
    const paused = await screen.findByRole('article', { name: 'Paused ESL' });
    expect(within(paused).getByText('Tournament is in progress')).toBeInTheDocument();
    expect(within(paused).getByRole('button', { name: /Join Now/ })).toBeInTheDocument();
  });

  it("ESL status 4: 'Tournament has ended', VIEW HIGHLIGHTS, join button hidden", async () => {
    api = lists();
    renderPage();
    const done = await screen.findByRole('article', { name: 'Done ESL' });
    expect(within(done).getByTestId('completed-overlay')).toBeInTheDocument();
    expect(within(done).getByText('Tournament has ended')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'VIEW HIGHLIGHTS' })).toHaveAttribute(
      'href',
      '/highlights',
    );
    expect(within(done).queryByRole('button', { name: /Join Now|Play Now/ })).not.toBeInTheDocument();
  });

  it('ESL status 3: ended with VIEW HIGHLIGHTS, without the status 4 notice', async () => {
    api = lists();
    renderPage();
    const three = await screen.findByRole('article', { name: 'Three ESL' });
    expect(within(three).getByRole('link', { name: 'VIEW HIGHLIGHTS' })).toBeInTheDocument();
    expect(within(three).queryByText('Tournament has ended')).not.toBeInTheDocument();
    expect(within(three).queryByRole('button', { name: /Join Now/ })).not.toBeInTheDocument();
  });

  it('a cancelled tournament (status 5) says so, without highlights or join', async () => {
    api = lists();
    renderPage();
    const cancelled = await screen.findByRole('article', { name: 'Cancelled ESL' });
    expect(within(cancelled).getByTestId('completed-overlay')).toHaveTextContent(
      'Tournament cancelled: fewer than 10 players checked in',
    );
    expect(within(cancelled).queryByRole('link', { name: 'VIEW HIGHLIGHTS' })).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /Join Now/ })).not.toBeInTheDocument();
  });

  it('weekly status 1: Join Now links to its registration page', async () => {
    api = lists();
    renderPage();
    const open = await screen.findByRole('article', { name: 'Open Weekly' });
    expect(within(open).getByRole('link', { name: /Join Now/ })).toHaveAttribute(
      'href',
      '/join-tournament?tournamentId=11',
    );
    expect(within(open).queryByTestId('completed-overlay')).not.toBeInTheDocument();
  });

  it('weekly running or status 2 shows as ended: overlay with the in-progress banner, no join', async () => {
    api = lists();
    renderPage();
    for (const name of ['Running Weekly', 'Progress Weekly']) {
      const c = await screen.findByRole('article', { name });
      expect(within(c).getByTestId('completed-overlay')).toHaveTextContent('Tournament is in progress');
      expect(within(c).queryByRole('link', { name: /Join Now/ })).not.toBeInTheDocument();
    }
    expect(within(card('Running Weekly')).getByText('LIVE')).toBeInTheDocument();
  });

  it('weekly above 2: ended with VIEW HIGHLIGHTS; the title still opens its page', async () => {
    api = lists();
    renderPage();
    const ended = await screen.findByRole('article', { name: 'Ended Weekly' });
    expect(within(ended).getByTestId('completed-overlay')).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: 'VIEW HIGHLIGHTS' })).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: 'Ended Weekly' })).toHaveAttribute(
      'href',
      '/join-tournament?tournamentId=14',
    );
  });

  it("guests see 'Login Required' on every join button", async () => {
    resetSession();
    api = lists();
    renderPage();
    await screen.findByRole('article', { name: 'Open ESL' });
    expect(within(card('Open ESL')).getByRole('button', { name: 'Login Required' })).toBeInTheDocument();
    expect(within(card('Open Weekly')).getByRole('button', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join Now/ })).not.toBeInTheDocument();
  });

  it('the info button opens the Cannon Clash instructions for Cannon tournaments, details otherwise', async () => {
    api = lists();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'About Open ESL' }));
    expect(screen.getByRole('dialog', { name: 'How to Play Cannon Clash' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    fireEvent.click(screen.getByRole('button', { name: 'About Open Weekly' }));
    const details = screen.getByRole('dialog', { name: 'Open Weekly' });
    expect(within(details).getByText('Rs 3,000')).toBeInTheDocument();
    expect(within(details).getByText('Rs 1,000')).toBeInTheDocument();
  });
});
