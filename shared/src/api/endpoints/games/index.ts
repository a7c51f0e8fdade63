export { startGameLevel } from './start-game-level';
export { reportLevelResult } from './report-level-result';
export { enterEslGame } from './enter-esl-game';
export { exitEslGame } from './exit-esl-game';
export { exitEslGameOnUnload } from './exit-esl-game-on-unload';
export { getHighlightGames, highlightGamesQueryKey, highlightGamesQueryOptions } from './get-highlight-games';
export { getHighlights, highlightsQueryKey, highlightsQueryOptions } from './get-highlights';
export { getGameVideos, gameVideosQueryKey, gameVideosQueryOptions } from './get-game-videos';
export { startPracticeBot, practiceBotRoute } from './start-practice-bot';
