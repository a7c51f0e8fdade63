import type { Reward, RewardsResponse } from '@portal/contracts';

/** docs/product/rewards-and-credits.md: rewards use an empty list if the response data is not a list. */
export function toRewardList(answer: RewardsResponse | null | undefined): Reward[] {
  const data: unknown = answer?.data;
  return Array.isArray(data) ? (data as Reward[]) : [];
}
