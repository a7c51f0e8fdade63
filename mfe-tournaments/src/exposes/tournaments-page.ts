import '../i18n'; // registers this remote's catalogs before its first render
export { TournamentsPage as default } from '../features/tournaments/components/tournaments-page';
