import { describe, expect, it } from '@jest/globals';
import { hasThirdPlaceMatch, thirdPlaceRule } from './third-place';

describe('a third-place match exists only with two semi-finals', () => {
  it.each([
    [4, true],
    [8, true],
    [12, false],
    [16, true],
    [3, false],
    [5, false],
    [6, false],
    [7, true],
    [10, false],
    [14, true],
    [15, true],
    [17, false],
    [24, false],
    [32, true],
  ])('%i players: %s', (players, expected) => {
    expect(hasThirdPlaceMatch(players)).toBe(expected);
  });

  it('below three players there is no semi-final at all', () => {
    expect(hasThirdPlaceMatch(2)).toBe(false);
    expect(thirdPlaceRule({ total_checkin: 2, third_place: 'match', status: 2 })).toBeNull();
  });
});

describe('while entries are open', () => {
  it('says nothing below the minimum to start, and forecasts from the players checked in at it', () => {
    for (const count of [3, 4, 8, 9])
      expect(thirdPlaceRule({ total_checkin: count, third_place: 'match', status: 1 })).toBeNull();
    expect(thirdPlaceRule({ total_checkin: 10, third_place: 'match', status: 1 })).toBe(
      'tournaments.card.thirdLone',
    );
    expect(thirdPlaceRule({ total_checkin: 16, third_place: 'match', status: 1 })).toBe(
      'tournaments.card.thirdMatch',
    );
  });
});
