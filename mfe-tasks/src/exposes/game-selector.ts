export { GameSelector as default } from '../features/daily-task/components/game-selector';
