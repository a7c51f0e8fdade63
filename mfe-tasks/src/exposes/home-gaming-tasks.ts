import '../i18n'; // registers this remote's catalogs before its first render
export { HomeGamingTasks as default } from '../features/gaming-tasks/components/home-gaming-tasks';
