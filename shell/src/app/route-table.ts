import type { RemoteName } from './remotes/remote-registry';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
  /** Page title: '{title} | {product name}'. */
  title: string;
}

/** Spec section 2's routes owned by remotes (DESIGN.md's table); the shell owns /, /learn-win. */
export const remoteRoutes: RemoteRoute[] = [
  { path: '/tasks', remote: 'tasks', module: 'TasksPage', title: 'Daily Tasks' },
  { path: '/daily-gaming-tasks', remote: 'tasks', module: 'DailyGamingTasksPage', title: 'Gaming Tasks' },
  { path: '/game-challenges', remote: 'tasks', module: 'GameChallengesPage', title: 'Game Challenges' },
  { path: '/completed', remote: 'tasks', module: 'CompletedPage', title: 'Completed Tasks' },
  { path: '/tournaments', remote: 'tournaments', module: 'TournamentsPage', title: 'Tournaments' },
  { path: '/join-tournament', remote: 'tournaments', module: 'JoinTournamentPage', title: 'Join Tournament' },
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

/** Spec section 4: the gamenow flag lets a visitor without a session stay only on these routes. */
export const GAMENOW_ROUTES = ['/tasks', '/join-tournament', '/redeem', '/profile'] as const;

export function remoteForPath(pathname: string): RemoteName | undefined {
  return remoteRoutes.find((r) => r.path === pathname)?.remote;
}
