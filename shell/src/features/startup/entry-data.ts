import type { QueryClient } from '@portal/shared/query';
import {
  activeStreakQueryOptions,
  challengeGamesQueryOptions,
  dailyGamesQueryOptions,
  eslGamesQueryOptions,
  leaderboardQueryOptions,
  profileQueryOptions,
  rewardsQueryOptions,
  tournamentListsQueryOptions,
} from '@portal/shared/api';

type Read = (client: QueryClient) => Promise<void>;

/**
 * The reads each entry route's first screen makes, by path: the same query options the remotes'
 * pages use (from @portal/shared/api), so a page that mounts finds its data in the cache, or joins
 * the request already on its way, instead of asking only once its code has arrived.
 */
const firstScreenReads: Record<string, Read[]> = {
  '/': [(c) => c.prefetchQuery(eslGamesQueryOptions()), (c) => c.prefetchQuery(challengeGamesQueryOptions())],
  '/tournaments': [(c) => c.prefetchQuery(tournamentListsQueryOptions())],
  '/rewards': [(c) => c.prefetchQuery(rewardsQueryOptions()), (c) => c.prefetchQuery(profileQueryOptions())],
  '/leaderboard': [(c) => c.prefetchQuery(leaderboardQueryOptions())],
  '/tasks': [
    (c) => c.prefetchQuery(activeStreakQueryOptions()),
    (c) => c.prefetchQuery(dailyGamesQueryOptions()),
  ],
};

/**
 * Starts the entry page's reads the moment start-up has signed the subscriber in, side by side with
 * the page's remote code (preloaded by boot.tsx), and the daily check-in popup's streak when the
 * popup is about to open. A failed read is the page's to show: prefetching never throws, and the
 * page's own query asks again on mount.
 */
export function prefetchEntryData(
  client: QueryClient,
  pathname: string,
  { checkinOpens }: { checkinOpens: boolean },
): void {
  const reads = [...(firstScreenReads[pathname] ?? [])];
  if (checkinOpens) reads.push((c) => c.prefetchQuery(activeStreakQueryOptions()));
  for (const read of reads) void read(client);
}
