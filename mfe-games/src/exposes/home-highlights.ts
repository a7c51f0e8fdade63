import '../i18n'; // registers this remote's catalogs before its first render
export { HomeHighlights as default } from '../features/highlights/components/home-highlights';
