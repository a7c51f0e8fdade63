import '../i18n'; // registers this remote's catalogs before its first render
export { LeaderboardPage as default } from '../features/leaderboard/components/leaderboard-page';
