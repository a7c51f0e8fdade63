// Federation settings of the tournaments remote: what it exposes to the shell.
export default {
  name: 'tournaments',
  filename: 'remoteEntry.js',
  exposes: {
    './TournamentsPage': './src/exposes/tournaments-page.ts',
    './JoinTournamentPage': './src/exposes/join-tournament-page.ts',
    './HomeTournaments': './src/exposes/home-tournaments.ts',
    './BracketPage': './src/exposes/bracket-page.ts',
    './CannonInstructionsModal': './src/exposes/cannon-instructions-modal.ts',
  },
};
