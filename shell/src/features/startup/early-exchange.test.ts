import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { activeDayDataAtom, portalStore, reffererAtom, session, SESSION_KEYS } from '@portal/shared/session';
import { ApiError } from '@portal/shared/api';
import { failedRequest } from '@portal/shared/testing';
import { EARLY_KEYS, immediateExchange, sendEarlyExchange, takeEarlyExchange } from './early-exchange';
import { runStartup, type StartupDeps } from './startup';

const day = { active_streak: 4, gameId: 3, active_day: 4 };
const freshToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

/** The api's answer to an exchange, as fetch resolves it. */
const exchangeAnswer = (token: string, status = 200) =>
  new Response(
    JSON.stringify(status === 200 ? { success: true, data: { dayData: day } } : { message: 'no' }),
    {
      status,
      headers: { 'content-type': 'application/json', ...(status === 200 ? { access_token: token } : {}) },
    },
  );

let fetchMock: jest.Mock<typeof fetch>;
const realFetch = globalThis.fetch;

beforeEach(() => {
  session.clearAll();
  sessionStorage.clear();
  delete window.playzoneEarlyExchange;
  delete window.playzoneEarlyReads;
  fetchMock = jest.fn<typeof fetch>(async () => exchangeAnswer('token-from-api'));
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  window.history.replaceState(null, '', '/');
});

const noneStored = { msisdn: null, token: null, refferer: null };

describe('whom start-up exchanges a token for at once', () => {
  it('reads session storage by the keys start-up writes', () => {
    expect(EARLY_KEYS).toEqual({
      msisdn: SESSION_KEYS.msisdn,
      accessToken: SESSION_KEYS.accessToken,
      refferer: SESSION_KEYS.refferer,
      dailyCheckinShown: SESSION_KEYS.dailyCheckinShown,
    });
  });

  it('the a parameter of a new tab, with only gamenow kept as a referrer', () => {
    const at = (search: string) => immediateExchange({ pathname: '/rewards', search }, noneStored);
    expect(at('?a=ref-1')).toEqual({ msisdn: 'ref-1', refferer: null });
    expect(at('?a=ref-1&refferer=gamenow')).toEqual({ msisdn: 'ref-1', refferer: 'gamenow' });
    expect(at('?a=ref-1&referer=gamenow')).toEqual({ msisdn: 'ref-1', refferer: 'gamenow' });
    expect(at('?a=ref-1&refferer=elsewhere')).toEqual({ msisdn: 'ref-1', refferer: null });
    expect(at('')).toBeNull();
  });

  it('nobody when a token is stored for the same identity (start-up checks it instead)', () => {
    const stored = { msisdn: 'ref-1', token: 'token', refferer: 'gamenow' };
    expect(immediateExchange({ pathname: '/', search: '' }, stored)).toBeNull();
    expect(immediateExchange({ pathname: '/', search: '?a=ref-1' }, stored)).toBeNull();
    expect(immediateExchange({ pathname: '/', search: '?a=ref-2' }, stored)).toEqual({
      msisdn: 'ref-2',
      refferer: 'gamenow',
    });
    expect(immediateExchange({ pathname: '/', search: '' }, { ...stored, token: null })).toEqual({
      msisdn: 'ref-1',
      refferer: 'gamenow',
    });
  });

  it('nobody on the operator console, which has its own sign-in', () => {
    expect(immediateExchange({ pathname: '/operator/users', search: '?a=ref-1' }, noneStored)).toBeNull();
  });

  // The early exchange is only worth its request when start-up then takes it: start-up's own first
  // request must be that exchange in every situation where this one is sent, and in no other.
  it.each([
    ['a new tab with a', '?a=ref-1', {}],
    ['a new tab with a and gamenow', '?a=ref-1&refferer=gamenow', {}],
    ['a stored reference without a token', '', { msisdn: 'ref-1' }],
    ['a stored token for the same identity', '?a=ref-1', { msisdn: 'ref-1', token: freshToken() }],
    ['a stored token for another identity', '?a=ref-2', { msisdn: 'ref-1', token: freshToken() }],
    ['a stored gamenow referrer', '?a=ref-3', { refferer: 'gamenow' }],
    ['nothing at all', '', {}],
  ])(
    'agrees with start-up: %s',
    async (_name, search, stored: Partial<Record<'msisdn' | 'token' | 'refferer', string>>) => {
      if (stored.msisdn) session.setMsisdn(stored.msisdn);
      if (stored.token) session.setToken(stored.token);
      if (stored.refferer) portalStore.set(reffererAtom, stored.refferer);
      if (stored.token) portalStore.set(activeDayDataAtom, day);
      const expected = immediateExchange(
        { pathname: '/tasks', search },
        { msisdn: stored.msisdn ?? null, token: stored.token ?? null, refferer: stored.refferer ?? null },
      );
      const first: string[] = [];
      const deps: StartupDeps = {
        checkSession: jest.fn(async () => {
          first.push('check');
          throw new ApiError('refused', { status: 401, cause: failedRequest(401) });
        }),
        requestToken: jest.fn(async (msisdn: string, refferer: 'gamenow' | null) => {
          first.push(`exchange ${msisdn} ${refferer}`);
          return { token: 't', dayData: day };
        }),
        fetchDayData: jest.fn(async () => day),
        restart: jest.fn(),
      };
      await runStartup({ pathname: '/tasks', search }, deps);
      if (expected) expect(first[0]).toBe(`exchange ${expected.msisdn} ${expected.refferer}`);
      else expect(first[0] ?? 'nothing').not.toMatch(/^exchange/);
    },
  );
});

describe('the early exchange', () => {
  it('leaves from the first script with the entry identity, as start-up would send it', () => {
    window.history.replaceState(null, '', '/rewards?a=ref-9&refferer=gamenow');
    sendEarlyExchange();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/jt/gen');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ msisdn: 'ref-9', refferer: 'gamenow' });
    expect(window.playzoneEarlyExchange?.msisdn).toBe('ref-9');
  });

  it('sends nothing when start-up will check a stored session first', () => {
    session.setMsisdn('ref-1');
    session.setToken(freshToken());
    window.history.replaceState(null, '', '/rewards');
    sendEarlyExchange();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.playzoneEarlyExchange).toBeUndefined();
  });

  it('is taken once, and only for the identity it signs in', () => {
    window.history.replaceState(null, '', '/tasks?a=ref-1');
    sendEarlyExchange();
    expect(takeEarlyExchange('ref-2', null)).toBeNull();
    expect(window.playzoneEarlyExchange).toBeUndefined(); // dropped: start-up asks itself
    sendEarlyExchange();
    expect(takeEarlyExchange('ref-1', null)).not.toBeNull();
    expect(takeEarlyExchange('ref-1', null)).toBeNull();
  });

  it("start-up signs in with the early answer's token and day data, sending no exchange of its own", async () => {
    fetchMock.mockImplementation(async () => exchangeAnswer('early-token'));
    window.history.replaceState(null, '', '/rewards?a=ref-5');
    sendEarlyExchange();
    const outcome = await runStartup({ pathname: '/rewards', search: '?a=ref-5' });
    expect(outcome).toEqual({ kind: 'signed-in', goToRewards: false });
    // One exchange; beside it, /rewards' first reads with the early token (early-reads.ts).
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/jt/gen',
      '/api/v1/rewards',
      '/api/v1/user/profile',
    ]);
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ headers: { Authorization: 'Bearer early-token' } });
    expect(session.token()).toBe('early-token');
    expect(session.msisdn()).toBe('ref-5');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.activeDayData)!)).toEqual(day);
  });

  it("sends no streak ahead when this session's check-in popup was shown", async () => {
    fetchMock.mockImplementation(async () => exchangeAnswer('early-token'));
    sessionStorage.setItem(SESSION_KEYS.dailyCheckinShown, 'true');
    window.history.replaceState(null, '', '/leaderboard?a=ref-7');
    sendEarlyExchange();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/jt/gen',
      '/api/leaderboard',
      '/api/v1/user/profile',
    ]);
  });

  it('a refused early answer sends the visitor to the landing page with nothing stored', async () => {
    fetchMock.mockImplementation(async () => exchangeAnswer('', 401));
    window.history.replaceState(null, '', '/rewards?a=forged');
    sendEarlyExchange();
    const outcome = await runStartup({ pathname: '/rewards', search: '?a=forged' });
    expect(outcome).toEqual({ kind: 'landing' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('an early exchange the api shed (503) is asked again by start-up, which then signs in', async () => {
    fetchMock
      .mockImplementationOnce(async () => exchangeAnswer('', 503))
      .mockImplementation(async () => exchangeAnswer('second-token'));
    window.history.replaceState(null, '', '/rewards?a=ref-6');
    sendEarlyExchange();
    const outcome = await runStartup({ pathname: '/rewards', search: '?a=ref-6' });
    expect(outcome).toEqual({ kind: 'signed-in', goToRewards: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.token()).toBe('second-token');
  });
});
