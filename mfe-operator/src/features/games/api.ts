// GET /games: the games staff pick from (tournament form, submission filters).
import { queryOptions } from '@portal/shared/query';
import { opGet } from '../../lib/api';

export interface StaffGame {
  id: number;
  name: string;
  esl: boolean;
  dailyTasks: boolean;
  challenges: boolean;
  active: boolean;
}

export const gamesQuery = queryOptions({
  queryKey: ['operator', 'games'],
  queryFn: () => opGet<StaffGame[]>('/games'),
  staleTime: 5 * 60_000,
});
