import { limits as contractLimits } from '@portal/contracts/rules';

/** docs/product/access-and-start-up.md: the shell shows its side navigation from this width up. */
export const breakpoints = {
  desktopMin: 768,
  midImageMin: 500,
  midImageMax: 767,
} as const;

export const carouselIntervals = {
  banner: 4000,
  dailyTasks: 2500,
  rewards: 2500,
  tournaments: 3000,
} as const;

export const limits = {
  ...contractLimits,
  sidebarNameChars: 7,
  leaderboardNameChars: 9,
  defaultCheckinCredits: 15,
  neighbourDayStep: 5,
} as const;
