import '../i18n'; // registers this remote's catalogs before its first render
export { GameSelector as default } from '../features/daily-task/components/game-selector';
