import type { RemoteName } from '../remotes/remote-registry';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
  /** Page title: '{title} | {product name}'. */
  title: string;
}

/** The routes of docs/product/access-and-start-up.md owned by remotes; the shell owns /, /learn-win. */
export const remoteRoutes: RemoteRoute[] = [
  { path: '/tasks', remote: 'tasks', module: 'TasksPage', title: 'Daily Tasks' },
  { path: '/daily-gaming-tasks', remote: 'tasks', module: 'DailyGamingTasksPage', title: 'Gaming Tasks' },
  { path: '/game-challenges', remote: 'tasks', module: 'GameChallengesPage', title: 'Game Challenges' },
  { path: '/completed', remote: 'tasks', module: 'CompletedPage', title: 'Completed Tasks' },
  { path: '/tournaments', remote: 'tournaments', module: 'TournamentsPage', title: 'Tournaments' },
  { path: '/join-tournament', remote: 'tournaments', module: 'JoinTournamentPage', title: 'Join Tournament' },
  { path: '/tournaments/:id/bracket', remote: 'tournaments', module: 'BracketPage', title: 'Bracket' },
  { path: '/rewards', remote: 'rewards', module: 'RewardsPage', title: 'Rewards' },
  { path: '/redeem', remote: 'rewards', module: 'RedeemPage', title: 'Redeem' },
  { path: '/thankyou', remote: 'rewards', module: 'ThankYouPage', title: 'Thank You' },
  { path: '/leaderboard', remote: 'rewards', module: 'LeaderboardPage', title: 'Leaderboard' },
  { path: '/profile', remote: 'rewards', module: 'ProfilePage', title: 'Profile' },
  { path: '/edit-profile', remote: 'rewards', module: 'EditProfilePage', title: 'Edit Profile' },
  { path: '/faqs', remote: 'rewards', module: 'FaqsPage', title: 'FAQs' },
  { path: '/unsubscribe', remote: 'rewards', module: 'UnsubscribePage', title: 'Unsubscribe' },
  { path: '/terms-service', remote: 'rewards', module: 'TermsServicePage', title: 'Privacy Policy' },
  { path: '/aim-train', remote: 'games', module: 'AimTrainPage', title: 'Aim Train' },
  { path: '/cannon-clash', remote: 'games', module: 'CannonClashPage', title: 'Cannon Clash' },
  { path: '/puzzle-mania', remote: 'games', module: 'PuzzleManiaPage', title: 'Puzzle Mania' },
  { path: '/highlights', remote: 'games', module: 'HighlightsPage', title: 'Highlights' },
  { path: '/game-highlights', remote: 'games', module: 'GameHighlightsPage', title: 'Game Highlights' },
];

/** docs/product/access-and-start-up.md: the gamenow flag lets a visitor without a session stay only on these routes. */
/** The remote blocks of the home page, in page order. */
export const homeBlocks: Array<{
  remote: RemoteName;
  module: string;
  title: string;
  minHeight: number | string;
}> = [
  {
    remote: 'tasks',
    module: 'HomeMadeByEsl',
    title: 'Made by ESL',
    minHeight: 'var(--pz-home-first-block, 280px)',
  },
  { remote: 'tasks', module: 'HomeGamingTasks', title: 'Gaming Tasks', minHeight: 260 },
  { remote: 'tournaments', module: 'HomeTournaments', title: 'Tournaments', minHeight: 300 },
  { remote: 'rewards', module: 'HomeRewards', title: 'Rewards', minHeight: 260 },
  { remote: 'games', module: 'HomeHighlights', title: 'Highlights', minHeight: 240 },
];

/** How many home blocks the first screen of a phone shows; the rest load near the viewport. */
export const FIRST_SCREEN_HOME_BLOCKS = 2;

/** The remote modules the page at `pathname` renders first (plain data: the build reads it too). */
export function modulesForPath(pathname: string): Array<{ remote: RemoteName; module: string }> {
  if (pathname === '/')
    return homeBlocks.slice(0, FIRST_SCREEN_HOME_BLOCKS).map(({ remote, module }) => ({ remote, module }));
  return remoteRoutes.filter((r) => r.path === pathname);
}

/**
 * What start-up opens over a session's first page: the daily check-in popup (unless r=1 sends the
 * subscriber to /rewards). Its code loads beside the page's own from the start (boot.tsx), and on
 * an arrival from sign-in the served deep pages list its scripts with the route's
 * (api/src/plugins/web-page.ts): on /tasks, /rewards and /leaderboard the popup is that visit's
 * largest paint.
 */
export const STARTUP_MODULES: Array<{ remote: RemoteName; module: string }> = [
  { remote: 'tasks', module: 'DailyCheckinPopup' },
];

/**
 * Routes whose largest paint on arrival is a picture of their own (/tournaments: its first card's
 * cover). The served page does not list the popup's files with them: in real throttled loads they
 * took the slow link from that picture, which painted 0.3 s later (README, Page loads, nineteenth
 * entry).
 */
export const PICTURE_FIRST_ROUTES: string[] = ['/tournaments'];

/** The staff console: its own sign-in, no subscriber start-up, always English. */
export const OPERATOR_PATH = /^\/operator(\/|$)/;

export const GAMENOW_ROUTES = ['/tasks', '/join-tournament', '/redeem', '/profile'] as const;

export function remoteForPath(pathname: string): RemoteName | undefined {
  return remoteRoutes.find((r) => r.path === pathname)?.remote;
}
