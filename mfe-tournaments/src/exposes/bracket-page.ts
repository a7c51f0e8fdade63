export { BracketPage as default } from '../features/tournaments/components/bracket-page';
