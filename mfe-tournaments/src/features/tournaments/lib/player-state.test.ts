import { describe, expect, it } from '@jest/globals';
import type { PlayerState } from '@portal/contracts';
import { canPlayNow, playerStateText, thirdPlaceText } from './player-state';

const state = (over: Partial<PlayerState>): PlayerState => ({
  kind: 'registered',
  round: null,
  time: null,
  play_now: false,
  place: null,
  ...over,
});

describe('the player state a card shows', () => {
  it('names the next match, elimination, champion, places and cancellation', () => {
    expect(playerStateText(state({ kind: 'next-match', round: 2, time: '2031-03-02 07:00 pm' }))).toBe(
      'Your next match: round 2, 2031-03-02 07:00 pm',
    );
    expect(playerStateText(state({ kind: 'eliminated', round: 3 }))).toBe('Eliminated in round 3');
    expect(playerStateText(state({ kind: 'champion', place: 1 }))).toBe('Champion');
    expect(playerStateText(state({ kind: 'placed', place: 3 }))).toBe('3rd place');
    expect(playerStateText(state({ kind: 'cancelled' }))).toBe('Cancelled (fewer than 10 players)');
    expect(playerStateText(null)).toBeNull();
  });
  it('Play Now only while the player has a match whose room is open', () => {
    expect(canPlayNow({ is_running: 1, player: state({ kind: 'eliminated', round: 1 }) })).toBe(false);
    expect(canPlayNow({ is_running: 1, player: state({ kind: 'next-match', play_now: true }) })).toBe(true);
    expect(canPlayNow({ is_running: 1, player: null })).toBe(true);
    expect(canPlayNow({ is_running: 0 })).toBe(false);
  });
  it('says how third place is decided', () => {
    expect(thirdPlaceText({ third_place: 'shared' })).toBe(
      'Shared by both semi-final losers; when only one semi-final is played, its loser takes it whole',
    );
    // A semi-final round of one match and a bye has no second loser to play.
    expect(thirdPlaceText({ third_place: 'match' })).toBe(
      'Third-place match between the semi-final losers, on the final’s day; when only one semi-final is played, its loser is 3rd',
    );
  });
});
