export { HomeHighlights as default } from '../features/highlights/components/home-highlights';
