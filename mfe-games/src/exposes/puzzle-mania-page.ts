export { PuzzleManiaPage as default } from '../features/puzzle-mania/components/puzzle-mania-page';
