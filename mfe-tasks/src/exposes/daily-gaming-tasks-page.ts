export { DailyGamingTasksPage as default } from '../features/gaming-tasks/components/daily-gaming-tasks-page';
