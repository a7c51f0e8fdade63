import '../i18n'; // registers this remote's catalogs before its first render
export { HighlightsPage as default } from '../features/highlights/components/highlights-page';
