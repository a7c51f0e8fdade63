export { TournamentsPage as default } from '../features/tournaments/components/tournaments-page';
