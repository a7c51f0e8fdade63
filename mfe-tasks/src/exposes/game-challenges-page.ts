export { GameChallengesPage as default } from '../features/gaming-tasks/components/game-challenges-page';
