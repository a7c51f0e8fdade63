import {
  exchangeToken,
  getDayData,
  getSession,
  isSuspension,
  isUnreachable,
  settleFetch,
  tokenExpiry,
  type TokenGrant,
} from '@portal/shared/api';
import {
  activeDayAtom,
  activeDayDataAtom,
  gameIdAtom,
  gamesNowRefAtom,
  normaliseReferrer,
  portalStore,
  reffererAtom,
  session,
} from '@portal/shared/session';
import type { ActiveDayData } from '@portal/contracts';
import { GAMENOW_ROUTES } from '../../routing/route-table';
import { adoptSubscriberLanguage } from './subscriber-language';
import { takeEarlyExchange } from './early-exchange';

export interface StartupDeps {
  /** The session check; its answer may carry the subscriber's stored language. */
  checkSession: () => Promise<unknown>;
  requestToken: (msisdn: string, refferer: 'gamenow' | null) => Promise<TokenGrant>;
  fetchDayData: () => Promise<ActiveDayData>;
  /** A fresh stored session's check, run beside the page, was refused: start-up runs again. */
  restart: () => void;
  /** Applies the language the api stored for the subscriber (an answer of the check or the exchange). */
  adoptLanguage?: (answer: unknown) => Promise<void>;
}

/** A stored token this far from its expiry goes on at once; its session check runs beside the page. */
const FRESH_FOR_MS = 5 * 60_000;

export type StartupOutcome =
  /** Signed in; `goToRewards` when the entry URL had r=1. */
  | { kind: 'signed-in'; goToRewards: boolean }
  /** No session, but the gamenow flag lets the visitor stay on this route. */
  | { kind: 'partner-guest' }
  /** No session: off to the landing page, nothing stored. */
  | { kind: 'landing' }
  /**
   * The api did not answer the exchange (no answer, or shed) after asking three times: nothing is
   * refused, so nothing is cleared; the page offers Retry with the same address.
   */
  | { kind: 'unreachable' };

/**
 * The token exchange: the answer to the one /early.js sent for this identity when there is one
 * (early-exchange.ts), else a request of its own.
 */
function exchangeOnce(msisdn: string, refferer: 'gamenow' | null): Promise<TokenGrant> {
  const sent = takeEarlyExchange(msisdn, refferer);
  if (!sent) return exchangeToken(msisdn, refferer);
  return exchangeToken(msisdn, refferer, {
    post: (url) => settleFetch({ method: 'post', url, baseURL: '', headers: {} }, sent),
  });
}

const defaultDeps: StartupDeps = {
  checkSession: getSession,
  requestToken: exchangeOnce,
  fetchDayData: getDayData,
  adoptLanguage: adoptSubscriberLanguage,
  restart: () => {
    // The stored token was refused: drop it (keeping the reference), so start-up exchanges the
    // stored reference or leaves for the landing page.
    session.dropToken();
    window.location.reload();
  },
};

/** Waits before asking an exchange the api did not answer again (an overloaded api answers 503). */
export const EXCHANGE_RETRY_MS = [500, 1500];

/**
 * The token exchange, asked again (twice, after a pause) while the api does not answer: a busy api
 * sheds requests with 503, and that is no refusal of the identity, so it must not send a subscriber
 * to the landing page.
 */
async function exchangeOrRetry(
  deps: StartupDeps,
  id: string,
  referrer: 'gamenow' | null,
): Promise<TokenGrant> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.requestToken(id, referrer);
    } catch (error) {
      const pause = EXCHANGE_RETRY_MS[attempt];
      if (pause === undefined || !isUnreachable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** The entry URL without `a` (an identity does not belong in the address bar or history). */
export function cleanedEntryUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('a');
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

function storeReferrer(params: URLSearchParams) {
  const raw = params.get('refferer') ?? params.get('referer');
  if (raw === null) return;
  const referrer = normaliseReferrer(raw);
  portalStore.set(reffererAtom, referrer);
  if (referrer === 'gamenow') portalStore.set(gamesNowRefAtom, '1');
}

export function storeDayData(day: ActiveDayData) {
  portalStore.set(activeDayDataAtom, day);
  portalStore.set(activeDayAtom, String(day.active_day));
  if (day.gameId != null && !portalStore.get(gameIdAtom)) portalStore.set(gameIdAtom, String(day.gameId));
}

/**
 * docs/product/access-and-start-up.md, start-up: a stored, valid session goes on and loads the day data; otherwise
 * authentication is tried with the `a` parameter or the stored id; when that fails a visitor with
 * the gamenow flag stays on /tasks, /join-tournament, /redeem and /profile, anyone else goes to the
 * landing page.
 */
export async function runStartup(
  location: { pathname: string; search: string },
  deps: StartupDeps = defaultDeps,
): Promise<StartupOutcome> {
  const params = new URLSearchParams(location.search);
  storeReferrer(params);
  const gameId = params.get('gameId');
  if (gameId && /^\d+$/.test(gameId)) portalStore.set(gameIdAtom, gameId);
  const entryRef = params.get('a');
  const goToRewards = params.get('r') === '1';

  // The subscriber's stored language applies beside the page (a failure keeps the browser's).
  const adopt = (answer: unknown) => void deps.adoptLanguage?.(answer).catch(() => undefined);
  const signedIn = async (dayData?: ActiveDayData): Promise<StartupOutcome> => {
    try {
      storeDayData(dayData ?? (await deps.fetchDayData()));
    } catch (error) {
      // The day data waits for the api (or for a payment: the shell shows the payment page);
      // the session itself was just confirmed.
      if (!isUnreachable(error) && !isSuspension(error)) throw error;
    }
    return { kind: 'signed-in', goToRewards };
  };

  const storedRef = session.msisdn();
  const sameIdentity = !entryRef || entryRef === storedRef;
  const storedToken = session.token();
  const storedDay = portalStore.get(activeDayDataAtom);
  const expiry = storedToken ? tokenExpiry(storedToken) : null;
  if (storedToken && storedRef && sameIdentity && storedDay && expiry && expiry - Date.now() > FRESH_FOR_MS) {
    // A fresh token and this session's day data: the portal opens now, and the session check
    // still runs (beside the page's own requests); a refusal starts over.
    void deps.checkSession().then(adopt, (error: unknown) => {
      if (!isUnreachable(error)) deps.restart();
    });
    return { kind: 'signed-in', goToRewards };
  }
  if (storedToken && storedRef && sameIdentity) {
    try {
      adopt(await deps.checkSession());
      return await signedIn();
    } catch (error) {
      // An api that does not answer keeps the stored session (a reload during an outage must
      // not sign the subscriber out); a refused session falls through to authentication, its
      // token dropped (the reference is what is exchanged).
      if (isUnreachable(error)) return { kind: 'signed-in', goToRewards };
      session.dropToken();
    }
  }

  const id = entryRef ?? storedRef;
  if (id) {
    try {
      const grant = await exchangeOrRetry(deps, id, normaliseReferrer(portalStore.get(reffererAtom)));
      session.setToken(grant.token);
      session.setMsisdn(id);
      adopt(grant);
      // The exchange answered with the day data: signed in without another round trip.
      return await signedIn(grant.dayData);
    } catch (error) {
      // Not answered is not refused: the stored session and the entry address stay for a Retry.
      if (isUnreachable(error)) return { kind: 'unreachable' };
      // authentication failed: below
    }
  }

  session.clearCredentials();
  if (session.isGamenow() && (GAMENOW_ROUTES as readonly string[]).includes(location.pathname)) {
    return { kind: 'partner-guest' };
  }
  session.clearAll();
  return { kind: 'landing' };
}
