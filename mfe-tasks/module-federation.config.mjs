// Federation settings of the tasks remote: what it exposes to the shell.
export default {
  name: 'tasks',
  filename: 'remoteEntry.js',
  exposes: {
    './TasksPage': './src/exposes/tasks-page.ts',
    './DailyCheckinPopup': './src/exposes/daily-checkin-popup.ts',
    './GameSelector': './src/exposes/game-selector.ts',
    './DailyGamingTasksPage': './src/exposes/daily-gaming-tasks-page.ts',
    './GameChallengesPage': './src/exposes/game-challenges-page.ts',
    './HomeGamingTasks': './src/exposes/home-gaming-tasks.ts',
    './HomeMadeByEsl': './src/exposes/home-made-by-esl.ts',
    './CompletedPage': './src/exposes/completed-page.ts',
  },
};
