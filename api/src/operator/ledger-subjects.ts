import type { DB } from '../db/schema.ts';

// What a ledger row's key points at, as staff find it in the console: the tournament of an entry
// fee, prize or refund; the redemption (its # and the reward) of a redeem, release or refund; the
// daily task or game challenge of an approved entry; the game of a passed level. The console words
// the row's reference from the key's kind and this subject.

export interface LedgerSubject {
  id: number;
  name: string;
}

type Kind = 'tournament' | 'redemption' | 'daily' | 'challenge' | 'game';

/** The keys' kinds (ledger refKey prefixes) that name something to look up, and what they name. */
const KINDS: Record<string, Kind> = {
  'tournament-fee': 'tournament',
  'tournament-prize': 'tournament',
  'tournament-refund': 'tournament',
  redeem: 'redemption',
  release: 'redemption',
  refund: 'redemption',
  'daily-entry': 'daily',
  'challenge-entry': 'challenge',
  level: 'game',
};

/** The subject's kind and its id in the key (a number, a redemption's uuid, a game's unique id). */
function targetOf(key: string): { kind: Kind; id: string } | null {
  const [prefix = '', id] = key.split(':');
  const kind = KINDS[prefix];
  return kind && id ? { kind, id } : null;
}

const numeric = (ids: string[]) => ids.map(Number).filter(Number.isInteger);

/** Kinds whose keys carry a text id; the others carry a row's number. */
const TEXT_IDS = new Set<Kind>(['redemption', 'game']);

/** Each kind's subjects by the id its keys carry. */
async function lookUp(db: DB, kind: Kind, ids: string[]): Promise<Array<{ key: string } & LedgerSubject>> {
  if ((TEXT_IDS.has(kind) ? ids : numeric(ids)).length === 0) return [];
  const named = (rows: Array<{ key: string | number; id: number; name: string }>) =>
    rows.map((r) => ({ key: String(r.key), id: Number(r.id), name: r.name }));
  switch (kind) {
    case 'tournament':
      return named(
        await db
          .selectFrom('tournaments')
          .select(['id as key', 'id', 'name'])
          .where('id', 'in', numeric(ids))
          .execute(),
      );
    case 'redemption':
      return named(
        await db
          .selectFrom('redemptions as r')
          .innerJoin('rewards as w', 'w.id', 'r.reward_id')
          .select(['r.uuid as key', 'r.id', 'w.name'])
          .where('r.uuid', 'in', ids)
          .execute(),
      );
    case 'daily':
      return named(
        await db
          .selectFrom('daily_entries as e')
          .innerJoin('daily_challenges as c', 'c.id', 'e.challenge_id')
          .select(['e.id as key', 'e.id', 'c.name'])
          .where('e.id', 'in', numeric(ids))
          .execute(),
      );
    case 'challenge':
      return named(
        await db
          .selectFrom('challenge_entries as e')
          .innerJoin('game_challenges as c', 'c.id', 'e.challenge_id')
          .select(['e.id as key', 'e.id', 'c.name'])
          .where('e.id', 'in', numeric(ids))
          .execute(),
      );
    case 'game':
      return named(
        (
          await db
            .selectFrom('games')
            .select(['game_unique_id as key', 'id', 'name'])
            .where('game_unique_id', 'in', ids)
            .execute()
        ).filter((g): g is typeof g & { key: string } => g.key !== null),
      );
  }
}

/**
 * Reads the subjects of `keys` at once and answers each key's: the subject still on record, or null
 * (no key, a key naming nothing, a subject since removed).
 */
export async function ledgerSubjects(
  db: DB,
  keys: Array<string | null>,
): Promise<(key: string | null) => LedgerSubject | null> {
  const wanted = new Map<Kind, Set<string>>();
  for (const key of keys) {
    const target = key ? targetOf(key) : null;
    if (target) wanted.set(target.kind, (wanted.get(target.kind) ?? new Set()).add(target.id));
  }
  const found = new Map<string, LedgerSubject>();
  for (const [kind, ids] of wanted) {
    for (const { key, ...subject } of await lookUp(db, kind, [...ids])) found.set(`${kind} ${key}`, subject);
  }
  const subjects = new Map<string, LedgerSubject>();
  for (const key of keys) {
    const target = key ? targetOf(key) : null;
    const subject = target && found.get(`${target.kind} ${target.id}`);
    if (key && subject) subjects.set(key, subject);
  }
  return (key) => (key === null ? undefined : subjects.get(key)) ?? null;
}
