/** The session-storage keys of docs/product/access-and-start-up.md, spelt as the product has them. */
export const SESSION_KEYS = {
  msisdn: 'msisdn',
  refferer: 'refferer',
  gamesNowRef: 'gamesNowRef',
  activeDayData: 'activeDayData',
  activeDay: 'activeDay',
  gameId: 'gameId',
  gameSelectorShown: 'gameSelectorShown',
  dailyCheckinShown: 'dailyCheckinShown',
  profileData: 'profileData',
  accessToken: 'accessToken',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
