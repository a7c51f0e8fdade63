import '../i18n'; // registers this remote's catalogs before its first render
export { HomeTournaments as default } from '../features/tournaments/components/home-tournaments';
