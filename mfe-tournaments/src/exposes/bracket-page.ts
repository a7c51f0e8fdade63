import '../i18n'; // registers this remote's catalogs before its first render
export { BracketPage as default } from '../features/tournaments/components/bracket-page';
