import { describe, expect, it } from '@jest/globals';
import { outcomeText, reasonText } from './match-outcome-text';

describe('end of match texts', () => {
  it('tells the winner with a next round when it is', () => {
    const at = new Date(2026, 10, 24, 20, 0).toISOString();
    expect(outcomeText({ stage: 'next-round', round: 2, at }, true, false)).toBe(
      'You are through to round 2. Your next match is on Tuesday, November 24 at 8:00 PM; the Room ID comes by SMS.',
    );
    expect(outcomeText({ stage: 'next-round', round: 3, at: null }, true, false)).toBe(
      'You are through to round 3. Its time will be on the tournament page and in an SMS.',
    );
  });

  it("writes the next match's time in the provider's time zone the api names, not the phone's", () => {
    // 15:00 UTC is 8:00 PM in Karachi (UTC+5) and 10:00 AM in New York (UTC-5), whatever the phone's zone.
    const at = '2026-11-24T15:00:00.000Z';
    expect(outcomeText({ stage: 'next-round', round: 2, at, timeZone: 'Asia/Karachi' }, true, false)).toBe(
      'You are through to round 2. Your next match is on Tuesday, November 24 at 8:00 PM; the Room ID comes by SMS.',
    );
    expect(
      outcomeText({ stage: 'next-round', round: 2, at, timeZone: 'America/New_York' }, true, false),
    ).toContain('on Tuesday, November 24 at 10:00 AM;');
  });

  it('tells the loser they are out, with or without the api', () => {
    expect(outcomeText({ stage: 'eliminated' }, false, false)).toBe(
      'You lost this match and are out of the tournament.',
    );
    expect(outcomeText(undefined, false, false)).toBe('You lost this match and are out of the tournament.');
  });

  it('tells the champion they won the tournament and what was credited', () => {
    expect(outcomeText({ stage: 'champion', tournamentName: 'Match Cup', prize: 1500 }, true, false)).toBe(
      'You won Match Cup! 1,500 credits have been added to your wallet.',
    );
    expect(outcomeText({ stage: 'champion', tournamentName: 'Free Cup', prize: 0 }, true, false)).toBe(
      'You won Free Cup!',
    );
    expect(
      outcomeText(
        { stage: 'champion', tournamentName: 'Cash Cup', prize: 5000, currency: 'rupees' },
        true,
        false,
      ),
    ).toBe('You won Cash Cup! Rs 5,000 has been added to your prize money.');
  });

  it('tells a placed player their place and its prize, in its currency', () => {
    const placed = (place: 2 | 3, prize: number, currency: 'credits' | 'rupees') =>
      outcomeText(
        { stage: 'placed', place, tournamentName: 'Cash Cup', prize, currency },
        place === 3,
        false,
      );
    expect(placed(2, 2000, 'rupees')).toBe(
      'You finished 2nd in Cash Cup! Rs 2,000 has been added to your prize money.',
    );
    expect(placed(3, 300, 'credits')).toBe(
      'You finished 3rd in Cash Cup! 300 credits have been added to your wallet.',
    );
    expect(placed(2, 0, 'credits')).toBe('You finished 2nd in Cash Cup!');
  });

  it('never promises a round for a practice match or an unconfirmed win', () => {
    expect(outcomeText(undefined, true, true)).toMatch(/^This was a practice match/);
    expect(outcomeText(undefined, true, false)).not.toMatch(/through to round/);
  });

  it('says how the match was decided from each side', () => {
    expect(reasonText('centre-destroyed', true)).toBe("You destroyed your opponent's centre tower.");
    expect(reasonText('centre-destroyed', false)).toBe('Your centre tower was destroyed.');
    expect(reasonText('forfeit', true)).toMatch(/forfeit/);
    expect(reasonText('unknown', true)).toBe('');
  });
});
