export { LeaderboardPage as default } from '../features/leaderboard/components/leaderboard-page';
