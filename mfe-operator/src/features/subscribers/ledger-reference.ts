import { placeName } from '../../ui/format';
import type { LedgerEntry } from './api';

// A ledger row's reference in staff's words, from its key's kind ('tournament-fee:12',
// 'redeem:<uuid>', 'streak:2026-05-03'...) and what the api found the key points at (`subject`):
// 'Entry fee, Winter Cup', 'Redemption #12, PUBG Mobile 60 UC', 'Prize: 1st place, Winter Cup'.
// The raw key stays beside it for support; a key of a kind the console does not know shows as is.

export interface LedgerReference {
  label: string;
  /** The console page of what it points at (a tournament). */
  to?: string;
}

type Row = Pick<LedgerEntry, 'refKey' | 'subject'>;
type Words = (parts: string[], subject: LedgerEntry['subject']) => LedgerReference;

/** A tournament by name, else by number when it is gone. */
const tournament =
  (what: (parts: string[]) => string): Words =>
  ([id = '', ...rest], subject) => ({
    label: `${what(rest)}, ${subject?.name ?? `tournament ${id}`}`,
    to: `/operator/tournaments/${id}`,
  });

const redemption: Words = (_, subject) => ({
  label: subject ? `Redemption #${subject.id}, ${subject.name}` : 'Redemption',
});

/** The day a key names (YYYY-MM-DD) as staff read dates. */
const dayOf = (day = '') => {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString();
};

const KINDS: Record<string, Words> = {
  'tournament-fee': tournament(() => 'Entry fee'),
  'tournament-refund': tournament(() => 'Entry fee refunded'),
  'tournament-prize': tournament(([place]) => `Prize: ${placeName(Number(place))} place`),
  redeem: redemption,
  release: redemption,
  refund: redemption,
  'daily-entry': ([id], subject) => ({ label: `Daily task: ${subject?.name ?? `entry ${id}`}` }),
  'challenge-entry': ([id], subject) => ({ label: `Game challenge: ${subject?.name ?? `entry ${id}`}` }),
  streak: ([day]) => ({ label: `Check-in, ${dayOf(day)}` }),
  level: ([game, level], subject) => ({ label: `Level ${level}, ${subject?.name ?? game}` }),
  staff: () => ({ label: 'Staff adjustment' }),
  seed: () => ({ label: 'Demo data' }),
};

/** The reference in words, or null for a row without a key. */
export function referenceOf({ refKey, subject }: Row): LedgerReference | null {
  if (!refKey) return null;
  const [kind = '', ...parts] = refKey.split(':');
  const words = KINDS[kind];
  return words ? words(parts, subject) : { label: refKey };
}
