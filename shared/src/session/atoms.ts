import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { ActiveDayData, Profile } from '@portal/contracts';
import { SESSION_KEYS } from './keys';
import { jsonStorage, stringStorage } from './storage';

const stringAtom = (key: string) =>
  atomWithStorage<string | null>(key, null, stringStorage, { getOnInit: true });
const jsonAtom = <T>(key: string) =>
  atomWithStorage<T | null>(key, null, jsonStorage<T>(), { getOnInit: true });

/** The one store every app uses (jotai and @portal/shared are federation singletons). */
export const portalStore = getDefaultStore();

/** The signed subscriber reference the portal was entered with (the `a` parameter). */
export const msisdnAtom = stringAtom(SESSION_KEYS.msisdn);
export const accessTokenAtom = stringAtom(SESSION_KEYS.accessToken);
/** 'gamenow' or absent: any other referrer is dropped. */
export const reffererAtom = stringAtom(SESSION_KEYS.refferer);
/** '1' when the visitor came from the partner game platform. */
export const gamesNowRefAtom = stringAtom(SESSION_KEYS.gamesNowRef);
export const activeDayDataAtom = jsonAtom<ActiveDayData>(SESSION_KEYS.activeDayData);
export const activeDayAtom = stringAtom(SESSION_KEYS.activeDay);
export const gameIdAtom = stringAtom(SESSION_KEYS.gameId);
export const gameSelectorShownAtom = stringAtom(SESSION_KEYS.gameSelectorShown);
export const dailyCheckinShownAtom = stringAtom(SESSION_KEYS.dailyCheckinShown);
export const profileDataAtom = jsonAtom<Profile>(SESSION_KEYS.profileData);

export const isLoggedInAtom = atom((get) => Boolean(get(accessTokenAtom) && get(msisdnAtom)));
export const isGamenowAtom = atom((get) => get(gamesNowRefAtom) === '1' || get(reffererAtom) === 'gamenow');

/** UI state shared across apps: the Cannon Clash instructions modal can be opened from anywhere. */
export const cannonInstructionsOpenAtom = atom(false);
/**
 * A game page with a match running sets this: on a phone held sideways the shell's chrome (side
 * menu, header, footer) steps aside so the game gets the whole screen.
 */
export const gameImmersiveAtom = atom(false);
/** The start-up popups the shell shows and the tasks remote renders. */
export const dailyCheckinOpenAtom = atom(false);
export const gameSelectorOpenAtom = atom(false);
