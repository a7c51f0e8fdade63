import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { session } from '@portal/shared/session';
import {
  type FakeApi,
  fakeApi,
  notIntervals,
  renderWithProviders,
  resetSession,
} from '@portal/shared/testing';
import { listAnswer, makeTournament } from '../../../testing/tournaments';
import { HomeTournaments } from './home-tournaments';

const WEEKLY = 'GET /v1/tournaments/all';
const ESL = 'GET /v1/esl/tournaments/all';
let api: FakeApi | undefined;

const renderBlock = () => renderWithProviders(<HomeTournaments />, { route: '/', path: '/' });

const slideNames = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

beforeEach(() => {
  resetSession();
  session.setToken('token');
  session.setMsisdn('ref');
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

describe("home 'Tournaments' block", () => {
  const data = () =>
    fakeApi({
      [ESL]: listAnswer([
        makeTournament({ id: 7, tourn_name: 'ESL Open', is_esl: 1, game_name: 'Cannon Clash' }),
        makeTournament({ id: 9, tourn_name: 'ESL Ended', is_esl: 1, status: 4 }),
        makeTournament({ id: 8, tourn_name: 'ESL Live', is_esl: 1, status: 2, is_running: 1 }),
      ]),
      [WEEKLY]: listAnswer([makeTournament({ id: 1, tourn_name: 'Weekly One' })]),
    });

  it('has its heading, a loading state, and a view-all link to /tournaments', () => {
    api = fakeApi({ [WEEKLY]: { hang: true }, [ESL]: { hang: true } });
    renderBlock();
    expect(screen.getByRole('heading', { level: 2, name: 'Tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/tournaments');
  });

  it("shares one error for both lists: 'Error: {message}'", async () => {
    api = fakeApi({
      [WEEKLY]: { data: { success: false, errors: 'Weekly list unavailable' } },
      [ESL]: listAnswer([]),
    });
    renderBlock();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Weekly list unavailable');
  });

  it('leaves out ESL tournaments with status 4 and turns every 3 s', async () => {
    // Only the carousel's interval is faked: loading and findBy keep their real timeouts.
    jest.useFakeTimers({ doNotFake: [...notIntervals] });
    api = data();
    renderBlock();
    await screen.findByRole('article');
    const seen = new Set<string | null>(slideNames());
    expect(slideNames()).toEqual(['ESL Open']);
    act(() => jest.advanceTimersByTime(2999));
    expect(slideNames()).toEqual(['ESL Open']);
    act(() => jest.advanceTimersByTime(1));
    expect(slideNames()).toEqual(['ESL Live']);
    for (let i = 0; i < 3; i += 1) {
      act(() => jest.advanceTimersByTime(3000));
      slideNames().forEach((n) => seen.add(n));
    }
    expect([...seen].sort()).toEqual(['ESL Live', 'ESL Open', 'Weekly One']);
  });

  it('ESL cards lead to /tournaments, weekly ones to their registration page', async () => {
    api = data();
    renderBlock();
    const esl = await screen.findByRole('article', { name: 'ESL Open' });
    expect(within(esl).getByRole('link', { name: /Join Now/ })).toHaveAttribute('href', '/tournaments');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const live = screen.getByRole('article', { name: 'ESL Live' });
    expect(within(live).getByText('LIVE')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: /Play Now/ })).toHaveAttribute('href', '/tournaments');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const weekly = screen.getByRole('article', { name: 'Weekly One' });
    expect(within(weekly).getByRole('link', { name: /Join Now/ })).toHaveAttribute(
      'href',
      '/join-tournament?tournamentId=1',
    );
  });

  it("guests see 'Login Required'", async () => {
    resetSession();
    api = data();
    renderBlock();
    const esl = await screen.findByRole('article', { name: 'ESL Open' });
    expect(within(esl).getByRole('button', { name: 'Login Required' })).toBeInTheDocument();
  });

  it('the info button of a Cannon Clash card opens its instructions', async () => {
    api = data();
    renderBlock();
    fireEvent.click(await screen.findByRole('button', { name: 'About ESL Open' }));
    expect(screen.getByRole('dialog', { name: 'How to Play Cannon Clash' })).toBeInTheDocument();
  });

  it('an empty answer says there are no tournaments', async () => {
    api = fakeApi({
      [WEEKLY]: listAnswer([]),
      [ESL]: listAnswer([makeTournament({ is_esl: 1, status: 4 })]),
    });
    renderBlock();
    expect(await screen.findByText('No tournaments available right now.')).toBeInTheDocument();
  });
});
