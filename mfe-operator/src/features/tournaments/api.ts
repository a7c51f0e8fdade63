// The tournament endpoints of the console: list, one, create/edit, matches, bracket, settle, void, SMS.
import { queryOptions, useQueryClient } from '@portal/shared/query';
import type { StaffBracket } from '@portal/contracts';
import { opGet, opPatch, opPost, opRequest, query } from '../../lib/api';
import { useOperatorWrite } from '../../lib/one-at-a-time';

export interface Tournament {
  id: number;
  name: string;
  /** The name subscribers reading in Urdu see; null: they see `name`. */
  nameUr: string | null;
  gameId: number;
  gameName: string;
  platform: string;
  esl: boolean;
  status: number;
  isRunning: boolean;
  engineState: string | null;
  prize: number;
  secondPrize: number;
  thirdPrize: number;
  entryFee: number;
  tournType: 'Credits' | 'Cash';
  prizeCurrency: 'credits' | 'rupees';
  thirdPlace: 'match' | 'shared';
  uidCheck: boolean;
  rules: string | null;
  timeStart: string;
  timeEnd: string;
  createdAt: string;
  registrations?: number;
  checkins?: number;
}

export type TournamentInput = Omit<
  Tournament,
  'id' | 'gameName' | 'status' | 'isRunning' | 'engineState' | 'createdAt' | 'registrations' | 'checkins'
>;

export interface OperatorMatch {
  id: number;
  round: number;
  room_id: string | null;
  status: string | null;
  player1: string | null;
  player2: string | null;
  /** The players' names, else their usernames; null when they gave neither. */
  player1_name: string | null;
  player2_name: string | null;
  winner: string | null;
  scheduled_at: string | null;
  /** Both players reported the same outcome for themselves: staff settle it. */
  disputed?: boolean;
}

export interface SentSms {
  id: number;
  phone: string;
  body: string;
  status: string;
  createdAt: string;
}

const root = ['operator', 'tournaments'] as const;

/** `statuses`: stored statuses separated by commas ('3,4'); empty for every tournament. */
export const tournamentsQuery = (statuses: string) =>
  queryOptions({
    queryKey: [...root, 'list', statuses],
    queryFn: () =>
      opGet<Tournament[]>(
        `/tournaments${query({ status: statuses ? statuses.split(',') : null, limit: 200 })}`,
      ),
  });

export const tournamentQuery = (id: number) =>
  queryOptions({ queryKey: [...root, id], queryFn: () => opGet<Tournament>(`/tournaments/${id}`) });

export const matchesQuery = (id: number) =>
  queryOptions({
    queryKey: [...root, id, 'matches'],
    queryFn: () => opGet<OperatorMatch[]>(`/tournaments/${id}/matches`),
    refetchInterval: 15_000,
  });

/** The engine's live bracket with the subscriber behind each seed. */
export const bracketQuery = (id: number) =>
  queryOptions({
    queryKey: [...root, id, 'bracket'],
    queryFn: () => opGet<StaffBracket>(`/tournaments/${id}/bracket`),
    refetchInterval: 15_000,
  });

export const tournamentSmsQuery = (id: number) =>
  queryOptions({ queryKey: [...root, id, 'sms'], queryFn: () => opGet<SentSms[]>(`/tournaments/${id}/sms`) });

export function useSaveTournament(id: number | undefined) {
  const client = useQueryClient();
  return useOperatorWrite({
    mutationFn: (input: Partial<TournamentInput>) =>
      id === undefined
        ? opPost<{ id: number }>('/tournaments', input)
        : opPatch<Tournament>(`/tournaments/${id}`, input).then(() => ({ id })),
    onSuccess: () => void client.invalidateQueries({ queryKey: root }),
  });
}

export function useTournamentAction(id: number) {
  const client = useQueryClient();
  return useOperatorWrite({
    mutationFn: (action: { settle: { matchId: number; winner: string } } | { void: true }) =>
      'settle' in action
        ? opRequest<unknown>('POST', `/matches/${action.settle.matchId}/result`, {
            winner: action.settle.winner,
          })
        : opRequest<unknown>('POST', `/tournaments/${id}/void`),
    onSettled: () => void client.invalidateQueries({ queryKey: root }),
  });
}
