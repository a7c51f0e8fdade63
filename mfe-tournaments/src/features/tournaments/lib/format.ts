import type { Tournament } from '@portal/shared/types';

const number = (n: number) => Number(n || 0).toLocaleString('en-US');

/** The entry fee is paid in credits; a free tournament says so. */
export function entryFeeLabel(t: Pick<Tournament, 'entryFee' | 'isEntryFree'>): string {
  return t.isEntryFree === 1 || !t.entryFee ? 'Free' : `${number(t.entryFee)} Credits`;
}

/** Prizes are credits in 'Credits' tournaments and rupees otherwise (spec section 1: Rs). */
export function prizeLabel(amount: number, type: Tournament['tourn_type']): string {
  return type === 'Credits' ? `${number(amount)} Credits` : `Rs ${number(amount)}`;
}
