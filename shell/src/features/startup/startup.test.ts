import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { activeDayDataAtom, portalStore, gameIdAtom, session, SESSION_KEYS } from '@portal/shared/session';
import { ApiError, isUnreachable } from '@portal/shared/api';
import { failedRequest } from '@portal/shared/testing';
import { cleanedEntryUrl, runStartup, type StartupDeps } from './startup';

/** What the api client throws when no answer came back (the api is down or the network is gone). */
const networkDown = () => new ApiError('Network Error', { cause: failedRequest() });
/** What it throws for an answer with this status. */
const answered = (status: number) =>
  new ApiError(`status ${status}`, { status, cause: failedRequest(status) });

const day = { active_streak: 3, gameId: 7, active_day: 3 };

function deps(overrides: Partial<StartupDeps> = {}): StartupDeps {
  return {
    checkSession: jest.fn(async () => undefined),
    requestToken: jest.fn(async () => ({ token: 'token-1' })),
    fetchDayData: jest.fn(async () => day),
    restart: jest.fn(),
    ...overrides,
  };
}

beforeEach(() => {
  session.clearAll();
  sessionStorage.clear();
});

/** A token whose payload says it expires `inMs` from now (start-up reads only `exp`). */
const tokenExpiringIn = (inMs: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor((Date.now() + inMs) / 1000) }))}.s`;

describe('start-up in one round trip', () => {
  it('signs in with the day data the token exchange answered, asking for nothing else', async () => {
    const exchanged = { active_streak: 5, gameId: 2, active_day: 5 };
    const d = deps({ requestToken: jest.fn(async () => ({ token: 'token-2', dayData: exchanged })) });
    const outcome = await runStartup({ pathname: '/tasks', search: '?a=signed-ref' }, d);
    expect(outcome).toEqual({ kind: 'signed-in', goToRewards: false });
    expect(d.fetchDayData).not.toHaveBeenCalled();
    expect(d.checkSession).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.activeDayData)!)).toEqual(exchanged);
    expect(sessionStorage.getItem(SESSION_KEYS.gameId)).toBe('2');
  });

  it('opens at once with a fresh stored token, checks the session beside it, starts over when refused', async () => {
    session.setToken(tokenExpiringIn(30 * 60_000));
    session.setMsisdn('ref-1');
    portalStore.set(activeDayDataAtom, day);
    let refuse: (error: unknown) => void = () => undefined;
    const d = deps({ checkSession: jest.fn(() => new Promise<void>((_r, reject) => (refuse = reject))) });
    const outcome = await runStartup({ pathname: '/', search: '' }, d);
    expect(outcome).toEqual({ kind: 'signed-in', goToRewards: false });
    expect(d.checkSession).toHaveBeenCalledTimes(1);
    expect(d.fetchDayData).not.toHaveBeenCalled();
    expect(d.restart).not.toHaveBeenCalled();
    refuse(answered(401));
    await new Promise((r) => setTimeout(r, 0));
    expect(d.restart).toHaveBeenCalledTimes(1);
  });

  it('checks a stored token near its expiry before opening, as before', async () => {
    session.setToken(tokenExpiringIn(60_000));
    session.setMsisdn('ref-1');
    portalStore.set(activeDayDataAtom, day);
    const d = deps({ checkSession: jest.fn(async () => Promise.reject(answered(401))) });
    const outcome = await runStartup({ pathname: '/', search: '' }, d);
    expect(outcome).toEqual({ kind: 'signed-in', goToRewards: false });
    expect(d.requestToken).toHaveBeenCalledWith('ref-1', null);
    expect(d.restart).not.toHaveBeenCalled();
  });
});

describe('start-up', () => {
  it('goes on with a stored valid session and loads the day data', async () => {
    session.setToken('stored');
    session.setMsisdn('ref-1');
    const d = deps();
    const outcome = await runStartup({ pathname: '/', search: '' }, d);
    expect(outcome).toEqual({ kind: 'signed-in', goToRewards: false });
    expect(d.requestToken).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.activeDayData)!)).toEqual(day);
    expect(sessionStorage.getItem(SESSION_KEYS.activeDay)).toBe('3');
    expect(sessionStorage.getItem(SESSION_KEYS.gameId)).toBe('7');
  });

  it('authenticates with the a parameter and stores token and reference', async () => {
    const d = deps();
    const outcome = await runStartup({ pathname: '/', search: '?a=signed-ref&r=1' }, d);
    expect(outcome).toEqual({ kind: 'signed-in', goToRewards: true });
    expect(d.requestToken).toHaveBeenCalledWith('signed-ref', null);
    expect(session.token()).toBe('token-1');
    expect(session.msisdn()).toBe('signed-ref');
  });

  it('authenticates again with the stored id when the stored session is no longer valid', async () => {
    session.setToken('expired');
    session.setMsisdn('ref-1');
    const d = deps({ checkSession: jest.fn(async () => Promise.reject(new Error('401'))) });
    const outcome = await runStartup({ pathname: '/', search: '' }, d);
    expect(outcome.kind).toBe('signed-in');
    expect(d.requestToken).toHaveBeenCalledWith('ref-1', null);
  });

  it('keeps a stored session when the api does not answer, and asks for no new token', async () => {
    session.setToken('stored');
    session.setMsisdn('ref-1');
    for (const failure of [networkDown(), answered(503), answered(502)]) {
      const d = deps({ checkSession: jest.fn(async () => Promise.reject(failure)) });
      const outcome = await runStartup({ pathname: '/rewards', search: '?r=1' }, d);
      expect(outcome).toEqual({ kind: 'signed-in', goToRewards: true });
      expect(d.requestToken).not.toHaveBeenCalled();
      expect(session.token()).toBe('stored');
      expect(session.msisdn()).toBe('ref-1');
    }
  });

  it('stays signed in when the session is confirmed but the day data cannot be fetched', async () => {
    session.setToken('stored');
    session.setMsisdn('ref-1');
    const d = deps({ fetchDayData: jest.fn(async () => Promise.reject(networkDown())) });
    expect(await runStartup({ pathname: '/', search: '' }, d)).toEqual({
      kind: 'signed-in',
      goToRewards: false,
    });
    expect(session.token()).toBe('stored');
  });

  it('tells an unreachable api from an answer: only no answer or a gateway error counts', () => {
    expect(isUnreachable(networkDown())).toBe(true);
    expect(isUnreachable(answered(504))).toBe(true);
    expect(isUnreachable(answered(401))).toBe(false);
    expect(isUnreachable(answered(500))).toBe(false);
    expect(isUnreachable(new ApiError('No token received from refresh endpoint'))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });

  it('a refused stored session (401) still goes to the landing page when authentication fails too', async () => {
    session.setToken('stored');
    session.setMsisdn('ref-1');
    const d = deps({
      checkSession: jest.fn(async () => Promise.reject(answered(401))),
      requestToken: jest.fn(async () => Promise.reject(answered(401))),
    });
    expect(await runStartup({ pathname: '/', search: '' }, d)).toEqual({ kind: 'landing' });
    expect(session.token()).toBeNull();
  });

  it('prefers a new a parameter over a different stored identity', async () => {
    session.setToken('stored');
    session.setMsisdn('old-ref');
    const d = deps();
    await runStartup({ pathname: '/', search: '?a=new-ref' }, d);
    expect(d.checkSession).not.toHaveBeenCalled();
    expect(d.requestToken).toHaveBeenCalledWith('new-ref', null);
    expect(session.msisdn()).toBe('new-ref');
  });

  it('asks again when the exchange gets no answer (an overloaded api sheds it with 503) and signs in', async () => {
    jest.useFakeTimers();
    try {
      const requestToken = jest
        .fn<StartupDeps['requestToken']>()
        .mockRejectedValueOnce(answered(503))
        .mockRejectedValueOnce(networkDown())
        .mockResolvedValue({ token: 'token-3', dayData: day });
      const pending = runStartup({ pathname: '/', search: '?a=signed-ref' }, deps({ requestToken }));
      await jest.advanceTimersByTimeAsync(2000);
      expect(await pending).toEqual({ kind: 'signed-in', goToRewards: false });
      expect(requestToken).toHaveBeenCalledTimes(3);
      expect(session.token()).toBe('token-3');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the session and offers Retry when the exchange still gets no answer after asking three times', async () => {
    jest.useFakeTimers();
    try {
      // A refused session check, then an exchange of the stored reference the api never answers.
      session.setToken('stored');
      session.setMsisdn('stored-ref');
      const requestToken = jest.fn<StartupDeps['requestToken']>().mockRejectedValue(answered(503));
      const checkSession = jest.fn<StartupDeps['checkSession']>().mockRejectedValue(answered(401));
      const pending = runStartup({ pathname: '/', search: '' }, deps({ requestToken, checkSession }));
      await jest.advanceTimersByTimeAsync(2000);
      expect(await pending).toEqual({ kind: 'unreachable' });
      expect(requestToken).toHaveBeenCalledTimes(3);
      expect(requestToken).toHaveBeenCalledWith('stored-ref', null);
      // The refused token is dropped (the page's reads would be refused again); the reference stays.
      expect(session.msisdn()).toBe('stored-ref');
      expect(session.token()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("offers Retry to a link's first visit the api does not answer, storing nothing", async () => {
    jest.useFakeTimers();
    try {
      const requestToken = jest.fn<StartupDeps['requestToken']>().mockRejectedValue(networkDown());
      const pending = runStartup({ pathname: '/tasks', search: '?a=signed-ref' }, deps({ requestToken }));
      await jest.advanceTimersByTimeAsync(2000);
      expect(await pending).toEqual({ kind: 'unreachable' });
      expect(requestToken).toHaveBeenCalledTimes(3);
      expect(session.msisdn()).toBeNull();
      expect(session.token()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends a bad a value to the landing page with nothing stored', async () => {
    const d = deps({ requestToken: jest.fn(async () => Promise.reject(new Error('401'))) });
    const outcome = await runStartup({ pathname: '/', search: '?a=forged&refferer=facebook&gameId=4' }, d);
    expect(outcome).toEqual({ kind: 'landing' });
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('sends a visitor without any identity to the landing page', async () => {
    const outcome = await runStartup({ pathname: '/tasks', search: '' }, deps());
    expect(outcome).toEqual({ kind: 'landing' });
  });

  it.each(['/tasks', '/join-tournament', '/redeem', '/profile'])(
    'keeps a gamenow visitor without a session on %s',
    async (pathname) => {
      const outcome = await runStartup({ pathname, search: '?refferer=gamenow' }, deps());
      expect(outcome).toEqual({ kind: 'partner-guest' });
      expect(sessionStorage.getItem(SESSION_KEYS.refferer)).toBe('gamenow');
      expect(sessionStorage.getItem(SESSION_KEYS.gamesNowRef)).toBe('1');
    },
  );

  it('does not keep a gamenow visitor without a session on other routes', async () => {
    const outcome = await runStartup({ pathname: '/rewards', search: '?referer=gamenow' }, deps());
    expect(outcome).toEqual({ kind: 'landing' });
  });

  it('keeps only gamenow as a referrer and sends it with the authentication', async () => {
    const d = deps();
    await runStartup({ pathname: '/', search: '?a=ref&referer=gamenow' }, d);
    expect(d.requestToken).toHaveBeenCalledWith('ref', 'gamenow');
    session.clearAll();
    const d2 = deps();
    await runStartup({ pathname: '/', search: '?a=ref&refferer=somewhere' }, d2);
    expect(d2.requestToken).toHaveBeenCalledWith('ref', null);
  });

  it('stores the gameId entry parameter and keeps it over the day data', async () => {
    await runStartup({ pathname: '/', search: '?a=ref&gameId=12' }, deps());
    expect(portalStore.get(gameIdAtom)).toBe('12');
  });

  it('removes a from the entry URL and keeps the other parameters', () => {
    expect(cleanedEntryUrl('/', '?a=xyz&r=1&gameId=2')).toBe('/?r=1&gameId=2');
    expect(cleanedEntryUrl('/tasks', '?a=xyz')).toBe('/tasks');
  });
});
