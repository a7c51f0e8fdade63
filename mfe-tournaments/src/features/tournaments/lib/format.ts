import type { Tournament } from '@portal/contracts';

const number = (n: number) => Number(n || 0).toLocaleString('en-US');

/** The entry fee is paid in credits; a free tournament says so. */
export function entryFeeLabel(t: Pick<Tournament, 'entryFee' | 'isEntryFree'>): string {
  return t.isEntryFree === 1 || !t.entryFee ? 'Free' : `${number(t.entryFee)} Credits`;
}

/** Prizes are credits in 'Credits' tournaments and rupees otherwise (docs/product/tournaments.md: Rs). */
export function prizeLabel(amount: number, type: Tournament['tourn_type']): string {
  return type === 'Credits' ? `${number(amount)} Credits` : `Rs ${number(amount)}`;
}

/** The prizes' currency: the api's prize_currency when given, else the tournament type. */
export function prizeType(t: Pick<Tournament, 'tourn_type' | 'prize_currency'>): Tournament['tourn_type'] {
  if (t.prize_currency) return t.prize_currency === 'rupees' ? 'Cash' : 'Credits';
  return t.tourn_type;
}
