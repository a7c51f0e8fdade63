/** The session-storage keys of spec section 3, spelt as the product has them. */
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
