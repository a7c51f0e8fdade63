import { describe, expect, it } from '@jest/globals';
import {
  attacker,
  createMatch,
  decideTiebreak,
  forfeit,
  idlePlayer,
  playMatch,
  type MatchState,
  type Tower,
} from './index';

function withTowers(s: MatchState, change: (t: Tower) => Tower): MatchState {
  return { ...s, towers: s.towers.map(change) };
}

describe('Cannon Clash time limit and tiebreak', () => {
  it('ends at the time limit and prefers more towers destroyed', () => {
    const end = playMatch(createMatch(1, { timeLimitSeconds: 40 }), [attacker, idlePlayer]);
    expect(end.tick).toBe(end.timeLimitTicks);
    expect(end.winner).toBe(0);
    expect(end.winReason).toBe('more-towers');
  });

  it('then prefers more tower HP left', () => {
    const end = playMatch(createMatch(1, { timeLimitSeconds: 20 }), [idlePlayer, attacker]);
    expect(end.towers.every((t) => t.hp > 0)).toBe(true);
    expect(end.towers.some((t) => t.hp < t.maxHp)).toBe(true);
    expect(end.winner).toBe(1);
    expect(end.winReason).toBe('more-tower-hp');
  });

  it('then prefers the side that destroyed a tower first', () => {
    const s = withTowers(createMatch(1), (t) => {
      if (t.id === '1-left') return { ...t, hp: 0, destroyedAtTick: 300 };
      if (t.id === '0-right') return { ...t, hp: 0, destroyedAtTick: 200 };
      return t;
    });
    expect(decideTiebreak(s)).toEqual({ winner: 1, reason: 'first-tower' });
  });

  it('finally tosses a seeded coin, the same for the same seed', () => {
    const winners = new Set<number>();
    for (let seed = 1; seed <= 20; seed += 1) {
      const a = playMatch(createMatch(seed, { timeLimitSeconds: 2 }), [idlePlayer, idlePlayer]);
      const b = playMatch(createMatch(seed, { timeLimitSeconds: 2 }), [idlePlayer, idlePlayer]);
      expect(a.winReason).toBe('coin');
      expect(a.winner).not.toBeNull();
      expect(b.winner).toBe(a.winner);
      winners.add(a.winner as number);
    }
    expect(winners.size).toBe(2);
  });

  it('a symmetric stalemate still produces a winner', () => {
    const end = playMatch(createMatch(8, { timeLimitSeconds: 60 }), [attacker, attacker]);
    expect(end.status).toBe('finished');
    expect(end.winner === 0 || end.winner === 1).toBe(true);
  });

  it('forfeit gives the match to the side present', () => {
    const s = forfeit(createMatch(1), 1);
    expect(s).toMatchObject({ status: 'finished', winner: 0, winReason: 'forfeit' });
    expect(forfeit(s, 0)).toBe(s);
  });
});
