import type { Tournament } from '@portal/contracts';
import { knockoutFieldSizes, limits } from '@portal/contracts/rules';
import type { Message } from '../../../i18n';
import { STATUS_OPEN } from './status';

/**
 * Whether a knockout of `players` has two semi-finals, and so a third-place match beside the final.
 * The round before the final (`knockoutFieldSizes`) has 3 or 4 players. With 4 both semi-finals are
 * played; with 3 one semi-final and a bye, and its lone loser is 3rd with nobody to play (12 players:
 * 12, 6, 3, 2).
 */
export function hasThirdPlaceMatch(players: number): boolean {
  return knockoutFieldSizes(players).at(-2) === 4;
}

/**
 * How the card says third place is decided, for the players checked in: the third-place match or
 * the shared place (the tournament's `third_place`) only when there are two semi-finals; the lone
 * semi-final's loser when there is one; nothing when the field is too small for any. While entries
 * are open and fewer than the minimum to start have checked in, nothing either: no bracket is drawn
 * for them (the card says how many it needs), and the field that does start is not known yet.
 */
export function thirdPlaceRule(
  t: Pick<Tournament, 'third_place' | 'total_checkin' | 'status'>,
): Message | null {
  if (t.total_checkin < 3) return null;
  if (t.status === STATUS_OPEN && t.total_checkin < limits.tournamentMinPlayers) return null;
  if (!hasThirdPlaceMatch(t.total_checkin)) return 'tournaments.card.thirdLone';
  return t.third_place === 'shared' ? 'tournaments.card.thirdShared' : 'tournaments.card.thirdMatch';
}
