import { knockoutFieldSizes } from '@portal/contracts/rules';

/**
 * Progressive knockout pairing: each round is drawn from that round's players, ordered by seed
 * (seed 1 = the earliest check-in). With an odd count the best seed who has not had a bye yet
 * gets one; the rest are folded, best against worst (1 v n, 2 v n-1, ...).
 */
export interface Pairing {
  pairs: [number, number][];
  bye: number | null;
}

/** `players` are subscriber ids in seed order; `hadBye` those who already had a bye. */
export function pairRound(players: readonly number[], hadBye: ReadonlySet<number>): Pairing {
  const list = [...players];
  let bye: number | null = null;
  if (list.length % 2 === 1) {
    const index = list.findIndex((p) => !hadBye.has(p));
    bye = list.splice(index === -1 ? 0 : index, 1)[0] ?? null;
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i < list.length / 2; i++) {
    pairs.push([list[i] as number, list[list.length - 1 - i] as number]);
  }
  return { pairs, bye };
}

/** Rounds a knockout of n players needs: ceil(log2 n). */
export function roundsFor(n: number): number {
  return knockoutFieldSizes(n).length;
}
