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
import type { Tournament } from '@portal/contracts';
import { chosenCover, coverPicture } from '@portal/shared/lib';

type Read = (client: QueryClient) => Promise<void>;

/** How many of the first list's cards the tournaments page shows with their covers at once. */
const FIRST_SCREEN_COVERS = 2;

/** Asks for an image with high priority now, as a preload (once per address). */
function preloadImage(href: string): void {
  const preloads = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if ([...preloads].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The cover a tournament card shows at this screen's width: what the browser takes from its <picture>. */
function coverOf(t: Tournament): string | undefined {
  return chosenCover(coverPicture(t.game_name, t.thumbnail), (media) => !!window.matchMedia?.(media).matches);
}

/**
 * /tournaments' lists, and then the covers of the first cards (the page's largest paint): they
 * download while the page's code is still on its way instead of once the cards are drawn.
 */
const tournamentLists: Read = async (client) => {
  const lists = await client.fetchQuery(tournamentListsQueryOptions()).catch(() => null);
  if (!lists) return;
  const first = lists.esl.length > 0 ? lists.esl : lists.weekly;
  for (const t of first.slice(0, FIRST_SCREEN_COVERS)) {
    const href = coverOf(t);
    if (href) preloadImage(href);
  }
};

/**
 * The reads each entry route's first screen makes, by path: the same query options the remotes'
 * pages use (from @portal/shared/api), so a page that mounts finds its data in the cache, or joins
 * the request already on its way, instead of asking only once its code has arrived. On /tasks,
 * /rewards and /leaderboard that includes the header's profile, which /early.js sends with the
 * page's own (early-reads.ts).
 */
const firstScreenReads: Record<string, Read[]> = {
  '/': [(c) => c.prefetchQuery(eslGamesQueryOptions()), (c) => c.prefetchQuery(challengeGamesQueryOptions())],
  '/tournaments': [tournamentLists],
  '/rewards': [(c) => c.prefetchQuery(rewardsQueryOptions()), (c) => c.prefetchQuery(profileQueryOptions())],
  '/leaderboard': [
    (c) => c.prefetchQuery(leaderboardQueryOptions()),
    (c) => c.prefetchQuery(profileQueryOptions()),
  ],
  '/tasks': [
    (c) => c.prefetchQuery(activeStreakQueryOptions()),
    (c) => c.prefetchQuery(dailyGamesQueryOptions()),
    (c) => c.prefetchQuery(profileQueryOptions()),
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
