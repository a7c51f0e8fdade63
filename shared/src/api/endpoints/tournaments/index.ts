export {
  getTournaments,
  tournamentList,
  tournamentsQueryKey,
  tournamentsQueryOptions,
  tournamentsRootKey,
} from './get-tournaments';
export {
  getTournamentLists,
  tournamentListsQueryKey,
  tournamentListsQueryOptions,
  type TournamentLists,
} from './get-tournament-lists';
export { getEslTournaments, eslTournamentsQueryKey, eslTournamentsQueryOptions } from './get-esl-tournaments';
export { getTournament, tournamentQueryKey, tournamentQueryOptions } from './get-tournament';
export { tournamentCheckin } from './tournament-checkin';
export { eslTournamentCheckin } from './esl-tournament-checkin';
export { matchCheckin } from './match-checkin';
export { submitMatchResult, MATCH_RESULT_FALLBACK } from './submit-match-result';
export { getBracket, bracketQueryKey, bracketQueryOptions } from './get-bracket';
