import { formatNumber, t } from '@portal/shared/i18n';
import type { MatchDecision, PlayerState, Tournament } from '@portal/contracts';
import type { Message } from '../../../i18n';
import { dateTimeText } from './format';

export const CANCELLED_FEW = 'Cancelled (fewer than 10 players)';

/** The line a card, the join page and the bracket show for the caller's state; null: nothing to say. */
export function playerStateText(p: PlayerState | null | undefined): string | null {
  if (!p) return null;
  const round = p.round === null ? '' : formatNumber(p.round);
  switch (p.kind) {
    case 'next-match':
      return p.time
        ? t('tournaments.state.nextMatch', { round, time: dateTimeText(p.time) })
        : t('tournaments.state.through', { round });
    case 'bye':
      return t('tournaments.state.bye', { round });
    case 'eliminated':
      return t('tournaments.state.eliminated', { round });
    case 'champion':
      return t('tournaments.state.champion');
    case 'placed':
      return t(
        p.place === 2
          ? 'tournaments.state.second'
          : p.place === 3
            ? 'tournaments.state.third'
            : 'tournaments.state.finished',
      );
    case 'cancelled':
      return t('tournaments.state.cancelled');
    case 'voided':
      return t('tournaments.state.voided');
    case 'no-champion':
      return t('tournaments.state.noChampion');
    case 'registered':
      return t('tournaments.state.registered');
    default:
      return null;
  }
}

/** Play Now only while the caller has a match whose room is open; lists without states keep is_running. */
export function canPlayNow(t: Pick<Tournament, 'is_running' | 'player'>): boolean {
  return t.player ? t.player.play_now : t.is_running === 1;
}

/**
 * In the tournament with nothing to play yet: the api sends a state only for a tournament the
 * caller entered, and one whose match room is open reads Play Now instead.
 */
export function hasEntered(t: Pick<Tournament, 'player'>): boolean {
  return t.player != null && !t.player.play_now;
}

/** How the info modal and the join page describe third place. */
export function thirdPlaceText(tournament: Pick<Tournament, 'third_place'>): string {
  return tournament.third_place === 'shared'
    ? t('tournaments.facts.thirdPlaceShared')
    : t('tournaments.facts.thirdPlaceMatch');
}

/** How a match was decided, as catalog ids. */
export const DECIDED: Record<MatchDecision, Message> = {
  played: 'tournaments.decided.played',
  'no-show': 'tournaments.decided.noShow',
  'double-no-show': 'tournaments.decided.doubleNoShow',
  tiebreak: 'tournaments.decided.tiebreak',
  operator: 'tournaments.decided.operator',
  bye: 'tournaments.decided.bye',
  void: 'tournaments.decided.void',
};

export const bracketPath = (t: Pick<Tournament, 'id'>) => `/tournaments/${t.id}/bracket`;
