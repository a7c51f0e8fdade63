import '../i18n'; // registers this remote's catalogs before its first render
export { PuzzleManiaPage as default } from '../features/puzzle-mania/components/puzzle-mania-page';
