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
    expect(thirdPlaceRule({ total_checkin: 2, third_place: 'match' })).toBeNull();
  });
});
