import type { MatchDecision, PlayerState, Tournament } from '@portal/contracts';

export const CANCELLED_FEW = 'Cancelled (fewer than 10 players)';

/** The line a card, the join page and the bracket show for the caller's state; null: nothing to say. */
export function playerStateText(p: PlayerState | null | undefined): string | null {
  if (!p) return null;
  switch (p.kind) {
    case 'next-match':
      return p.time ? `Your next match: round ${p.round}, ${p.time}` : `Through to round ${p.round}`;
    case 'bye':
      return `Bye in round ${p.round}: you go through`;
    case 'eliminated':
      return `Eliminated in round ${p.round}`;
    case 'champion':
      return 'Champion';
    case 'placed':
      return p.place === 2 ? '2nd place' : p.place === 3 ? '3rd place' : 'Finished';
    case 'cancelled':
      return CANCELLED_FEW;
    case 'voided':
      return 'Cancelled by the organiser: entry fee refunded';
    case 'no-champion':
      return 'Ended without a champion: entry fee refunded';
    case 'registered':
      return 'Registered: your match time comes by SMS';
    default:
      return null;
  }
}

/** Play Now only while the caller has a match whose room is open; lists without states keep is_running. */
export function canPlayNow(t: Pick<Tournament, 'is_running' | 'player'>): boolean {
  return t.player ? t.player.play_now : t.is_running === 1;
}

/** How the info modal and the join page describe third place. */
export function thirdPlaceText(t: Pick<Tournament, 'third_place'>): string {
  return t.third_place === 'shared'
    ? 'Shared by both semi-final losers'
    : 'Third-place match between the semi-final losers, on the final\u2019s day';
}

export const DECIDED: Record<MatchDecision, string> = {
  played: 'Played',
  'no-show': 'No-show',
  'double-no-show': 'Double no-show',
  tiebreak: 'Tiebreak',
  operator: 'Operator',
  bye: 'Bye',
  void: 'Void',
};

export const bracketPath = (t: Pick<Tournament, 'id'>) => `/tournaments/${t.id}/bracket`;
