import { productConfig } from '@portal/shared/config';
// The api client's own shape of a request sent ahead (a type only: /early.js imports no code of it).
import type { SentAhead } from '@portal/shared/api';

// The entry page's first api reads, sent by /early.js the moment the token exchange it sent has
// answered, while main.js is still downloading: on a slow network the page's data is then there
// when its code is, instead of leaving only once start-up has run (a round trip later). Start-up
// hands them to the api client (adoptSentAhead in @portal/shared/api), which takes each answer
// for the same call with the same token. The list is what entry-data.ts's first-screen reads ask,
// and with the check-in popup opening a part of what they ask with its streak (early-reads.test.ts
// holds both); this file is bundled into /early.js, so it imports no code but the product
// configuration.

/** One read as the api client sends it: the method and the path under the api's base URL. */
export interface EarlyRead {
  method: 'get' | 'post';
  path: string;
  /** Sent only when the daily check-in popup opens over the page (its streak). */
  checkin?: true;
}

/** The check-in popup's streak: start-up reads it beside the entry page's when the popup opens. */
const CHECKIN_STREAK: EarlyRead = { method: 'get', path: '/v1/active-streak', checkin: true };

/**
 * The first-screen reads sent ahead, by entry route: /rewards, /tasks, /tournaments and
 * /leaderboard, whose first screen is drawn from these answers. In a throttled load
 * (`LH_THROTTLING=devtools node bench/lighthouse.mjs`, README, Performance) /rewards' and /tasks'
 * largest paint came 0.3-0.9 s sooner with them, and /tournaments' (its first card's cover)
 * 0.33-0.45 s sooner (README, Page loads, nineteenth entry). On an arrival the largest paint of
 * /tasks and /leaderboard is the check-in popup, which in Lighthouse's model waited for the reads
 * main.js sent: they send the header's profile too, and /leaderboard the popup's streak (README,
 * Page loads, twentieth and twenty-first entries). /rewards does not send the streak: its popup
 * painted later with it in real throttled loads. Not the home page: the api serves it without
 * /early.js.
 */
export const EARLY_READS: Record<string, EarlyRead[]> = {
  '/rewards': [
    { method: 'post', path: '/v1/rewards' },
    { method: 'get', path: '/v1/user/profile' },
  ],
  '/tournaments': [
    { method: 'get', path: '/v1/tournaments/all' },
    { method: 'get', path: '/v1/esl/tournaments/all' },
  ],
  '/tasks': [
    { method: 'get', path: '/v1/active-streak' },
    { method: 'get', path: '/v1/daily-challenges/games' },
    { method: 'get', path: '/v1/user/profile' },
  ],
  '/leaderboard': [
    { method: 'get', path: '/leaderboard' },
    { method: 'get', path: '/v1/user/profile' },
    CHECKIN_STREAK,
  ],
};

/**
 * Whether start-up opens the daily check-in popup over this page load's first page (boot.tsx and
 * /early.js ask): not once this session has shown it (`shown`, session storage's
 * dailyCheckinShown), and not when r=1 sends the subscriber to /rewards.
 */
export function checkinOpens(search: string, shown: string | null): boolean {
  return !shown && new URLSearchParams(search).get('r') !== '1';
}

/** The reads sent ahead for an entry page: the popup's only when it opens. */
export function earlyReadsFor(path: string, { checkin }: { checkin: boolean }): EarlyRead[] {
  return (EARLY_READS[path] ?? []).filter((read) => checkin || !read.checkin);
}

declare global {
  interface Window {
    /** Set by /early.js once the exchange has answered; start-up takes them (once). */
    playzoneEarlyReads?: SentAhead[];
  }
}

/** The page start-up opens for this address: /rewards when r=1 sends the subscriber there. */
export function entryPath(location: { pathname: string; search: string }): string {
  return new URLSearchParams(location.search).get('r') === '1' ? '/rewards' : location.pathname;
}

/**
 * Sends the entry page's reads with the token the exchange answered with (its access_token
 * header); nothing when the exchange was refused or the page has no first-screen reads.
 */
export function sendEarlyReads(
  path: string,
  exchange: Promise<Response>,
  { checkin }: { checkin: boolean },
): void {
  const reads = earlyReadsFor(path, { checkin });
  if (reads.length === 0) return;
  exchange
    .then((response) => {
      const token = response.ok ? response.headers.get('access_token') : null;
      if (!token) return;
      const authorization = `Bearer ${token}`;
      window.playzoneEarlyReads = reads.map(({ method, path: under }) => {
        const url = `${productConfig.apiBaseUrl.replace(/\/+$/, '')}${under}`;
        const answer = fetch(url, {
          method: method.toUpperCase(),
          headers: { Authorization: authorization },
        });
        // A failure is the page's to see when its call takes the answer; never unhandled here.
        answer.catch(() => undefined);
        return { method, url, authorization, answer };
      });
    })
    .catch(() => undefined);
}

/** The reads /early.js sent, taken once (an empty list when it sent none). */
export function takeEarlyReads(): SentAhead[] {
  const sent = window.playzoneEarlyReads ?? [];
  delete window.playzoneEarlyReads;
  return sent;
}
