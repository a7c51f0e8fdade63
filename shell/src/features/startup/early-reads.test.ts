import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createQueryClient } from '@portal/shared/api';
import { fakeApi, type FakeApi } from '@portal/shared/testing';
import { prefetchEntryData } from './entry-data';
import { checkinOpens, earlyReadsFor, entryPath, sendEarlyReads, takeEarlyReads } from './early-reads';

// /early.js sends the entry page's first reads once the exchange answers; start-up's own first
// reads (entry-data.ts) must ask exactly the same, or the answers sent ahead would go unused.

/** The entry routes whose first reads /early.js sends. */
const ENTRY_PATHS = ['/tasks', '/rewards', '/tournaments', '/leaderboard'];
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let api: FakeApi | undefined;
let fetchMock: jest.Mock<typeof fetch>;
const realFetch = globalThis.fetch;
beforeEach(() => {
  fetchMock = jest.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  api?.restore();
  globalThis.fetch = realFetch;
  takeEarlyReads();
});

const exchangeAnswer = (status: number, token?: string) =>
  Promise.resolve(new Response('{}', { status, headers: token ? { access_token: token } : {} }));

describe("the entry page's reads sent ahead", () => {
  it.each(ENTRY_PATHS)('%s: the same calls as start-up’s first-screen reads', async (path) => {
    api = fakeApi({});
    prefetchEntryData(createQueryClient(), path, { checkinOpens: false });
    await settled();
    const asked = api.calls.map((c) => `${c.method} ${c.url}`).sort();
    const early = earlyReadsFor(path, { checkin: false }).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(early.sort()).toEqual(asked);
  });

  it.each(ENTRY_PATHS)('%s with the check-in popup opening: only calls start-up makes', async (path) => {
    api = fakeApi({});
    prefetchEntryData(createQueryClient(), path, { checkinOpens: true });
    await settled();
    const asked = api.calls.map((c) => `${c.method} ${c.url}`);
    const early = earlyReadsFor(path, { checkin: true }).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(asked).toEqual(expect.arrayContaining(early));
  });

  it("are sent with the exchange's token the moment it answers", async () => {
    sendEarlyReads('/rewards', exchangeAnswer(200, 'tok-1'), { checkin: false });
    await settled();
    const sent = takeEarlyReads();
    expect(sent.map(({ method, url, authorization }) => ({ method, url, authorization }))).toEqual([
      { method: 'post', url: '/api/v1/rewards', authorization: 'Bearer tok-1' },
      { method: 'get', url: '/api/v1/user/profile', authorization: 'Bearer tok-1' },
    ]);
    expect(fetchMock.mock.calls).toEqual([
      ['/api/v1/rewards', { method: 'POST', headers: { Authorization: 'Bearer tok-1' } }],
      ['/api/v1/user/profile', { method: 'GET', headers: { Authorization: 'Bearer tok-1' } }],
    ]);
    expect(takeEarlyReads()).toEqual([]); // taken once
  });

  it('are not sent when the exchange is refused or fails, or for a page whose reads start-up sends', async () => {
    sendEarlyReads('/rewards', exchangeAnswer(401), { checkin: true });
    sendEarlyReads('/rewards', Promise.reject(new TypeError('offline')), { checkin: true });
    sendEarlyReads('/faqs', exchangeAnswer(200, 'tok-1'), { checkin: true });
    sendEarlyReads('/profile', exchangeAnswer(200, 'tok-1'), { checkin: false });
    await settled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyReads()).toEqual([]);
  });

  it('with the check-in popup’s streak once, when the popup opens', async () => {
    sendEarlyReads('/leaderboard', exchangeAnswer(200, 'tok-2'), { checkin: true });
    await settled();
    expect(takeEarlyReads().map(({ url }) => url)).toEqual([
      '/api/leaderboard',
      '/api/v1/user/profile',
      '/api/v1/active-streak',
    ]);
    // /tasks reads the streak for its own first screen: it is sent once.
    expect(earlyReadsFor('/tasks', { checkin: true })).toEqual(earlyReadsFor('/tasks', { checkin: false }));
  });

  it('the popup opens unless this session showed it or r=1 sends the subscriber to /rewards', () => {
    expect(checkinOpens('?a=ref', null)).toBe(true);
    expect(checkinOpens('?a=ref', 'true')).toBe(false);
    expect(checkinOpens('?a=ref&r=1', null)).toBe(false);
  });

  it('are the rewards page’s when r=1 sends the subscriber there', () => {
    expect(entryPath({ pathname: '/tasks', search: '?a=ref&r=1' })).toBe('/rewards');
    expect(entryPath({ pathname: '/tasks', search: '?a=ref' })).toBe('/tasks');
  });
});
