import { RESET } from 'jotai/utils';
import {
  accessTokenAtom,
  activeDayAtom,
  activeDayDataAtom,
  dailyCheckinShownAtom,
  gameIdAtom,
  gameSelectorShownAtom,
  gamesNowRefAtom,
  msisdnAtom,
  portalStore,
  profileDataAtom,
  reffererAtom,
} from './atoms';

/** Read and write the session outside React (the api client, the start-up flow). */
export const session = {
  token: () => portalStore.get(accessTokenAtom),
  msisdn: () => portalStore.get(msisdnAtom),
  refferer: () => portalStore.get(reffererAtom),
  isGamenow: () => portalStore.get(gamesNowRefAtom) === '1' || portalStore.get(reffererAtom) === 'gamenow',
  setToken: (token: string) => portalStore.set(accessTokenAtom, token),
  setMsisdn: (msisdn: string) => portalStore.set(msisdnAtom, msisdn),
  /** A token the api refused: it goes, the reference stays to be exchanged again. */
  dropToken: () => portalStore.set(accessTokenAtom, RESET),
  /** Refresh refused: the stored token and msisdn go, the rest of the session stays. */
  clearCredentials: () => {
    portalStore.set(accessTokenAtom, RESET);
    portalStore.set(msisdnAtom, RESET);
  },
  /** Logout: every key of the session. */
  clearAll: () => {
    for (const a of [
      accessTokenAtom,
      msisdnAtom,
      reffererAtom,
      gamesNowRefAtom,
      activeDayAtom,
      gameIdAtom,
      gameSelectorShownAtom,
      dailyCheckinShownAtom,
    ]) {
      portalStore.set(a, RESET);
    }
    portalStore.set(activeDayDataAtom, RESET);
    portalStore.set(profileDataAtom, RESET);
  },
};

/** docs/product/access-and-start-up.md: only the partner value gamenow is kept as a referrer. */
export function normaliseReferrer(value: string | null | undefined): 'gamenow' | null {
  return value === 'gamenow' ? 'gamenow' : null;
}
