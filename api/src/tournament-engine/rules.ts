/**
 * The pure rules of a knockout round's end and of the prize places (no database, no clock), used
 * by the engine and driven directly by the property tests. See README "Tournament engine".
 */

/** What the rules need of a finished match. */
export interface MatchOutcome {
  player1: number;
  player2: number | null;
  /** null: a double no-show (both out), or a voided match. */
  winner: number | null;
  /** null: a bracket match; 'third-place' is played beside the final and advances nobody. */
  kind: string | null;
}

export type ThirdPlaceRule = 'match' | 'shared';

export interface Award {
  place: 1 | 2 | 3;
  /** One subscriber, or two sharing a place. */
  winners: number[];
}

export type RoundEnd =
  { kind: 'next'; players: number[] } | { kind: 'champion'; champion: number } | { kind: 'no-champion' };

const isBracket = (m: MatchOutcome) => m.kind !== 'third-place';
const isPlayed = (m: MatchOutcome) => m.player2 !== null && m.winner !== null;
const loserOf = (m: MatchOutcome) => (m.winner === m.player1 ? m.player2 : m.player1);

/**
 * A finished round's bracket matches decide what follows: two or more winners play the next
 * round (in seed order), one winner is the champion, none (every match a double no-show) ends the
 * tournament without a champion.
 */
export function endOfRound(matches: readonly MatchOutcome[], seedOf: (id: number) => number): RoundEnd {
  const winners = matches
    .filter(isBracket)
    .map((m) => m.winner)
    .filter((w): w is number => w !== null);
  const survivors = bySeed(winners, seedOf);
  if (survivors.length >= 2) return { kind: 'next', players: survivors };
  if (survivors.length === 1) return { kind: 'champion', champion: survivors[0] as number };
  return { kind: 'no-champion' };
}

const POSITION = 2 ** 20;
const LAST_SEED = 2 ** 31;

/**
 * Players in seed order (a stable sort: equal seeds keep their order). Each seed is looked up once
 * and the keys (seed, then position) sorted as numbers, so 25,000 survivors sort in a few
 * milliseconds.
 */
export function bySeed(players: readonly number[], seedOf: (id: number) => number): number[] {
  if (players.length >= POSITION)
    return players
      .map((p, i) => [seedOf(p), i, p] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map((x) => x[2]);
  const keys = new Float64Array(players.length);
  for (let i = 0; i < players.length; i++)
    keys[i] = Math.min(seedOf(players[i] as number), LAST_SEED) * POSITION + i;
  keys.sort();
  return Array.from(keys, (k) => players[k % POSITION] as number);
}

/** The losers of the played bracket matches of a round (a bye or a double no-show has none). */
export function losersOf(matches: readonly MatchOutcome[]): number[] {
  return matches
    .filter((m) => isBracket(m) && isPlayed(m))
    .map(loserOf)
    .filter((p): p is number => p !== null);
}

/**
 * Places when a champion remains. 2nd: the loser of the champion's last match, when it was played.
 * 3rd, only after a real final (a last round of two players): the winner of the third-place match;
 * with the shared rule (or no match drawn because only one semi-final was played) the semi-final
 * losers, both sharing. A double no-show in the third-place match leaves third unpaid.
 */
export function placesAtEnd(
  champion: number,
  lastRound: readonly MatchOutcome[],
  previousRound: readonly MatchOutcome[],
  rule: ThirdPlaceRule,
): Award[] {
  const awards: Award[] = [{ place: 1, winners: [champion] }];
  const bracket = lastRound.filter(isBracket);
  const decisive = bracket.find((m) => m.winner === champion && isPlayed(m));
  const second = decisive ? loserOf(decisive) : null;
  if (second !== null) awards.push({ place: 2, winners: [second] });
  const realFinal = bracket.length === 1 && decisive !== undefined;
  if (!realFinal) return awards;
  const thirdMatch = lastRound.find((m) => m.kind === 'third-place');
  if (thirdMatch) {
    if (thirdMatch.winner !== null) awards.push({ place: 3, winners: [thirdMatch.winner] });
    return awards;
  }
  const semiLosers = losersOf(previousRound);
  if (semiLosers.length === 1 || (semiLosers.length === 2 && rule === 'shared'))
    awards.push({ place: 3, winners: semiLosers });
  return awards;
}

/** True when the round about to be drawn is a final that also needs a third-place match. */
export function needsThirdPlaceMatch(
  nextPlayers: readonly number[],
  round: readonly MatchOutcome[],
  rule: ThirdPlaceRule,
): [number, number] | null {
  if (rule !== 'match' || nextPlayers.length !== 2) return null;
  const losers = losersOf(round);
  return losers.length === 2 ? [losers[0] as number, losers[1] as number] : null;
}

/** Splits an amount (smallest unit) between sharers: the better seed gets any remainder. */
export function shares(amount: number, count: number): number[] {
  const base = Math.floor(amount / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? amount - base * (count - 1) : base));
}

/** What a tournament's type and prizes are stored as (`tourn_type`, `prize_currency`). */
export interface PrizeKind {
  tourn_type: string;
  prize_currency: string;
}

/**
 * README rule 10: a 'Cash' tournament pays its places in rupees (its players give an e-mail to
 * register), a 'Credits' one in credits.
 */
export const prizesMatchType = (t: PrizeKind): boolean =>
  (t.tourn_type === 'Cash') === (t.prize_currency === 'rupees');
