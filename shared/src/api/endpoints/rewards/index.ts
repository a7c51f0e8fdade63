export { getRewards, rewardsQueryKey, rewardsQueryOptions } from './get-rewards';
export { redeemItem } from './redeem-item';
export { redeemClaim } from './redeem-claim';
export { gamenowNotify } from './gamenow-notify';
export { getLeaderboard, leaderboardQueryKey, leaderboardQueryOptions } from './get-leaderboard';
export {
  getRedemptions,
  REDEMPTIONS_LOAD_FAILED,
  redemptionsQueryKey,
  redemptionsQueryOptions,
} from './get-redemptions';
export { cancelRedemption } from './cancel-redemption';
