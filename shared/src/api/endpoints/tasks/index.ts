export { getActiveStreak, activeStreakQueryKey, activeStreakQueryOptions } from './get-active-streak';
export { updateDailyStreak } from './update-daily-streak';
export { getDailyGames, dailyGamesQueryKey, dailyGamesQueryOptions } from './get-daily-games';
export {
  getDailyChallenges,
  dailyChallengesQueryKey,
  dailyChallengesQueryOptions,
} from './get-daily-challenges';
export { submitDailyEntry } from './submit-daily-entry';
export { getChallengeGames, challengeGamesQueryKey, challengeGamesQueryOptions } from './get-challenge-games';
export { submitChallengeEntry } from './submit-challenge-entry';
export { getGameChallenges, gameChallengesQueryKey, gameChallengesQueryOptions } from './get-game-challenges';
export { getCompletedTasks, completedTasksQueryKey, completedTasksQueryOptions } from './get-completed-tasks';
export { getEslGames, eslGamesQueryKey, eslGamesQueryOptions } from './get-esl-games';
