import { getDayData, getSession, isUnreachable, requestToken } from '@portal/shared/api';
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
import { GAMENOW_ROUTES } from '../../app/route-table';

export interface StartupDeps {
  checkSession: () => Promise<void>;
  requestToken: (msisdn: string, refferer: 'gamenow' | null) => Promise<string>;
  fetchDayData: () => Promise<ActiveDayData>;
}

export type StartupOutcome =
  /** Signed in; `goToRewards` when the entry URL had r=1. */
  | { kind: 'signed-in'; goToRewards: boolean }
  /** No session, but the gamenow flag lets the visitor stay on this route. */
  | { kind: 'partner-guest' }
  /** No session: off to the landing page, nothing stored. */
  | { kind: 'landing' };

const defaultDeps: StartupDeps = {
  checkSession: async () => {
    await getSession();
  },
  requestToken,
  fetchDayData: getDayData,
};

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

function storeDayData(day: ActiveDayData) {
  portalStore.set(activeDayDataAtom, day);
  portalStore.set(activeDayAtom, String(day.active_day));
  if (day.gameId != null && !portalStore.get(gameIdAtom)) portalStore.set(gameIdAtom, String(day.gameId));
}

/**
 * Spec section 4, start-up: a stored, valid session goes on and loads the day data; otherwise
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

  const signedIn = async (): Promise<StartupOutcome> => {
    try {
      storeDayData(await deps.fetchDayData());
    } catch (error) {
      // The day data waits for the api; the session itself was just confirmed.
      if (!isUnreachable(error)) throw error;
    }
    return { kind: 'signed-in', goToRewards };
  };

  const storedRef = session.msisdn();
  const sameIdentity = !entryRef || entryRef === storedRef;
  if (session.token() && storedRef && sameIdentity) {
    try {
      await deps.checkSession();
      return await signedIn();
    } catch (error) {
      // An api that does not answer keeps the stored session (a reload during an outage must
      // not sign the subscriber out); a refused session falls through to authentication.
      if (isUnreachable(error)) return { kind: 'signed-in', goToRewards };
    }
  }

  const id = entryRef ?? storedRef;
  if (id) {
    try {
      const token = await deps.requestToken(id, normaliseReferrer(portalStore.get(reffererAtom)));
      session.setToken(token);
      session.setMsisdn(id);
      return await signedIn();
    } catch {
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
