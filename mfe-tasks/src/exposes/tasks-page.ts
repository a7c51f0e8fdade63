import '../i18n'; // registers this remote's catalogs before its first render
export { TasksPage as default } from '../features/daily-task/components/tasks-page';
