import '../i18n'; // registers this remote's catalogs before its first render
export { HomeMadeByEsl as default } from '../features/gaming-tasks/components/home-made-by-esl';
