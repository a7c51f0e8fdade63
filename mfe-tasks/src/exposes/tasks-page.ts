export { TasksPage as default } from '../features/daily-task/components/tasks-page';
