import '../i18n'; // registers this remote's catalogs before its first render
export { DailyGamingTasksPage as default } from '../features/gaming-tasks/components/daily-gaming-tasks-page';
