import '../i18n'; // registers this remote's catalogs before its first render
export { GameHighlightsPage as default } from '../features/highlights/components/game-highlights-page';
