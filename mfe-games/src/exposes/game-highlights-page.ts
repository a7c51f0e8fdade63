export { GameHighlightsPage as default } from '../features/highlights/components/game-highlights-page';
