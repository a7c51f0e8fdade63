export { getRewards, rewardsQueryKey, rewardsQueryOptions } from './get-rewards';
export { redeemItem } from './redeem-item';
export { redeemClaim } from './redeem-claim';
export { gamenowNotify } from './gamenow-notify';
export { getLeaderboard, leaderboardQueryKey, leaderboardQueryOptions } from './get-leaderboard';
