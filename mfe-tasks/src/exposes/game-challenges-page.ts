import '../i18n'; // registers this remote's catalogs before its first render
export { GameChallengesPage as default } from '../features/gaming-tasks/components/game-challenges-page';
