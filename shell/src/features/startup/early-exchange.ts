import { productConfig } from '@portal/shared/config';
import { OPERATOR_PATH } from '../../routing/route-table';
import { checkinOpens, entryPath, sendEarlyReads } from './early-reads';

// The start-up token exchange, sent by the page's first and smallest script (shell/src/early.ts,
// built on its own as /early.js and listed before main.js) instead of by main.js once it has
// downloaded and run: in a throttled first visit the exchange leaves at 1.35 s instead of 2.2 s.
// Start-up (startup.ts) takes the answer over when it exchanges the same identity; otherwise it
// asks the api itself, and the unused token expires unseen (the exchange writes nothing on the api).
//
// This file is bundled into /early.js, which has none of the portal's shared libraries: it reads
// session storage by the keys of @portal/shared/session itself (early-exchange.test.ts holds them
// equal) and imports nothing but the product configuration and the route table.

/**
 * The session-storage keys start-up decides by (SESSION_KEYS.msisdn, .accessToken, .refferer and
 * .dailyCheckinShown).
 */
export const EARLY_KEYS = {
  msisdn: 'msisdn',
  accessToken: 'accessToken',
  refferer: 'refferer',
  dailyCheckinShown: 'dailyCheckinShown',
} as const;

/** An exchange on its way: who it signs in and the api's answer. */
export interface EarlyExchange {
  msisdn: string;
  refferer: 'gamenow' | null;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by /early.js; start-up takes the exchange (once) or leaves it. */
    playzoneEarlyExchange?: EarlyExchange;
  }
}

interface StoredSession {
  msisdn: string | null;
  token: string | null;
  refferer: string | null;
}

/**
 * Whom start-up (runStartup) exchanges a token for before anything else, or null: with no stored
 * token for the entry's identity, it exchanges `a` (else the stored reference) at once, with the
 * referrer of the URL (else the stored one). A stored token for that identity is checked instead.
 */
export function immediateExchange(
  location: { pathname: string; search: string },
  stored: StoredSession,
): Omit<EarlyExchange, 'answer'> | null {
  if (OPERATOR_PATH.test(location.pathname)) return null;
  const params = new URLSearchParams(location.search);
  const entryRef = params.get('a');
  const sameIdentity = !entryRef || entryRef === stored.msisdn;
  if (stored.token && stored.msisdn && sameIdentity) return null;
  const msisdn = entryRef ?? stored.msisdn;
  if (!msisdn) return null;
  const referrer = params.get('refferer') ?? params.get('referer') ?? stored.refferer;
  return { msisdn, refferer: referrer === 'gamenow' ? 'gamenow' : null };
}

/**
 * /early.js: sends the exchange start-up is about to need, before the portal's code arrives, and
 * once it answers, the entry page's first reads (early-reads.ts).
 */
export function sendEarlyExchange(): void {
  const read = (key: string) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null; // storage refused (a privacy mode): start-up decides alone
    }
  };
  const who = immediateExchange(window.location, {
    msisdn: read(EARLY_KEYS.msisdn),
    token: read(EARLY_KEYS.accessToken),
    refferer: read(EARLY_KEYS.refferer),
  });
  if (!who) return;
  const answer = fetch(`${productConfig.apiBaseUrl}/v1/jt/gen`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  // A failure is start-up's to handle when it takes the answer; never an unhandled rejection here.
  answer.catch(() => undefined);
  window.playzoneEarlyExchange = { ...who, answer };
  const checkin = checkinOpens(window.location.search, read(EARLY_KEYS.dailyCheckinShown));
  sendEarlyReads(entryPath(window.location), answer, { checkin });
}

/** The early exchange's answer when it signs in this identity; each answer is taken once. */
export function takeEarlyExchange(msisdn: string, refferer: 'gamenow' | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.playzoneEarlyExchange;
  if (!early) return null;
  delete window.playzoneEarlyExchange;
  return early.msisdn === msisdn && early.refferer === refferer ? early.answer : null;
}
