import { describe, expect, it } from '@jest/globals';
import { cardStatus, homeEslTournaments, isCannonClash, registrationClosed } from './status';

const t = (status: number, is_running: 0 | 1 = 0) => ({ status, is_running });

describe('ESL card status (docs/product/tournaments.md)', () => {
  it('status 1 is open: joinable, no banner, no overlay', () => {
    expect(cardStatus(t(1), 'esl')).toEqual({
      live: false,
      ended: false,
      inProgress: false,
      highlights: false,
      endedNotice: false,
      cancelled: false,
      canJoin: true,
    });
  });

  it("status 2 is in progress: banner 'Tournament is in progress', still joinable to play or wait", () => {
    const s = cardStatus(t(2), 'esl');
    expect(s).toMatchObject({ inProgress: true, ended: false, highlights: false, canJoin: true });
  });

  it('is_running 1 shows LIVE', () => {
    expect(cardStatus(t(2, 1), 'esl').live).toBe(true);
    expect(cardStatus(t(1, 1), 'esl')).toMatchObject({ live: true, canJoin: true, ended: false });
    expect(cardStatus(t(2, 0), 'esl').live).toBe(false);
  });

  it("status 3 (above 2) has ended with 'VIEW HIGHLIGHTS' and no join button", () => {
    expect(cardStatus(t(3), 'esl')).toMatchObject({
      ended: true,
      highlights: true,
      endedNotice: false,
      inProgress: false,
      canJoin: false,
    });
  });

  it("status 4 shows 'Tournament has ended' with the join button hidden", () => {
    expect(cardStatus(t(4), 'esl')).toMatchObject({
      ended: true,
      highlights: true,
      endedNotice: true,
      canJoin: false,
    });
  });
});

describe('weekly card status (docs/product/tournaments.md)', () => {
  it('status 1, not running, is open', () => {
    expect(cardStatus(t(1), 'weekly')).toMatchObject({ ended: false, canJoin: true, inProgress: false });
  });

  it('status 1 but running shows as ended (in progress, LIVE)', () => {
    expect(cardStatus(t(1, 1), 'weekly')).toMatchObject({
      live: true,
      ended: true,
      inProgress: true,
      highlights: false,
      canJoin: false,
    });
  });

  it('status 2 shows as ended with registration closed and the in-progress banner', () => {
    expect(cardStatus(t(2), 'weekly')).toMatchObject({ ended: true, inProgress: true, canJoin: false });
  });

  it("status 3 and 4 show as ended with 'VIEW HIGHLIGHTS'; the ESL-only notice stays off", () => {
    for (const status of [3, 4]) {
      expect(cardStatus(t(status), 'weekly')).toMatchObject({
        ended: true,
        highlights: true,
        inProgress: false,
        endedNotice: false,
        canJoin: false,
      });
    }
  });

  it('any status other than 1 (e.g. 0) shows as ended', () => {
    expect(cardStatus(t(0), 'weekly')).toMatchObject({ ended: true, canJoin: false });
  });
});

describe('cancelled tournaments (the engine: fewer than 10 checked-in players at the start)', () => {
  it('status 5 ends the card without highlights, on both lists', () => {
    for (const kind of ['esl', 'weekly'] as const) {
      expect(cardStatus(t(5), kind)).toMatchObject({
        ended: true,
        cancelled: true,
        highlights: false,
        endedNotice: false,
        inProgress: false,
        canJoin: false,
      });
    }
  });

  it('no other status counts as cancelled', () => {
    for (const status of [1, 2, 3, 4]) expect(cardStatus(t(status), 'esl').cancelled).toBe(false);
  });
});

describe('other rules', () => {
  it('registration inputs close at status 2 and above', () => {
    expect(registrationClosed({ status: 1 })).toBe(false);
    expect(registrationClosed({ status: 2 })).toBe(true);
    expect(registrationClosed({ status: 3 })).toBe(true);
    expect(registrationClosed({ status: 4 })).toBe(true);
  });

  it('home shows ESL tournaments whose status is not 4', () => {
    const list = [1, 2, 3, 4].map((status) => ({ status }));
    expect(homeEslTournaments(list).map((x) => x.status)).toEqual([1, 2, 3]);
  });

  it('recognises Cannon Clash tournaments by game, case-insensitively', () => {
    expect(isCannonClash({ game_name: 'Cannon Clash', tourn_name: 'Weekly Knockout' })).toBe(true);
    expect(isCannonClash({ game_name: 'CANNON CLASH', tourn_name: '' })).toBe(true);
    expect(isCannonClash({ game_name: 'Aim Train', tourn_name: 'Aim Train Speed Cup' })).toBe(false);
  });
});
