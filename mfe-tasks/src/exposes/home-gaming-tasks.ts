export { HomeGamingTasks as default } from '../features/gaming-tasks/components/home-gaming-tasks';
