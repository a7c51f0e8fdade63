// Federation settings of the games remote: what it exposes to the shell.
export default {
  name: 'games',
  filename: 'remoteEntry.js',
  exposes: {
    './AimTrainPage': './src/exposes/aim-train-page.ts',
    './CannonClashPage': './src/exposes/cannon-clash-page.ts',
    './PuzzleManiaPage': './src/exposes/puzzle-mania-page.ts',
    './HighlightsPage': './src/exposes/highlights-page.ts',
    './GameHighlightsPage': './src/exposes/game-highlights-page.ts',
    './HomeHighlights': './src/exposes/home-highlights.ts',
  },
};
