import { describe, expect, it } from '@jest/globals';
import { dayTile, neighbourTiles, weekTiles } from './day-tiles';

describe('day tiles', () => {
  it('marks days before the current one claimed, the current one current and later ones locked', () => {
    expect(neighbourTiles(5, 35).map((t) => [t.day, t.state])).toEqual([
      [4, 'claimed'],
      [5, 'current'],
      [6, 'locked'],
    ]);
  });

  it('shows the neighbour rewards as the amount minus 5 and plus 5', () => {
    expect(neighbourTiles(5, 35).map((t) => t.reward)).toEqual([30, 35, 40]);
  });

  it('has no day before day 1 and none after day 30', () => {
    expect(neighbourTiles(1, 15).map((t) => t.day)).toEqual([1, 2]);
    expect(neighbourTiles(30, 160).map((t) => t.day)).toEqual([29, 30]);
  });

  it('takes the seven days of the current week', () => {
    expect(weekTiles(9, 55).map((t) => t.day)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(weekTiles(7, 45).map((t) => t.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekTiles(30, 160).map((t) => t.day)).toEqual([29, 30]);
  });

  it('counts the reward 5 per day away from the current day', () => {
    expect(dayTile(1, 4, 30)).toEqual({ day: 1, state: 'claimed', reward: 15 });
  });
});
