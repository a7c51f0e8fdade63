export { HomeTournaments as default } from '../features/tournaments/components/home-tournaments';
