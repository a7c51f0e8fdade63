import '../i18n'; // registers this remote's catalogs before its first render
export { JoinTournamentPage as default } from '../features/tournaments/components/join-tournament-page';
