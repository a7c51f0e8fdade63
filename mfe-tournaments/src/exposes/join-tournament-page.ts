export { JoinTournamentPage as default } from '../features/tournaments/components/join-tournament-page';
