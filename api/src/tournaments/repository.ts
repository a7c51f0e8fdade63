import type { DialectName } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { MESSAGES, badRequest } from '../lib/errors.ts';
import { holdSubscriber, move } from '../lib/ledger.ts';
import { TOURNAMENT_STATUS } from '../tournament-engine/timing.ts';

// A subscriber's registration for a tournament: the tournament, its own entry, and the entry
// written with its fee. The lists are read by lib/tournament-list.ts and the live bracket by
// bracket.ts here; the brackets and matches belong to the engine (tournament-engine/). Routes in
// routes/tournament/ and routes/esl/.

/** A tournament by id (only an ESL one with `esl`). */
export function findTournament(db: DB, id: number, opts: { esl?: boolean } = {}) {
  let q = db.selectFrom('tournaments').selectAll().where('id', '=', id);
  if (opts.esl) q = q.where('is_esl', '=', 1);
  return q.executeTakeFirst();
}

/** Whether the subscriber has joined the tournament; without one, whether anyone has. */
export async function hasEntry(db: DB, tournamentId: number, subscriberId?: number): Promise<boolean> {
  let q = db.selectFrom('tournament_entries').select('id').where('tournament_id', '=', tournamentId);
  if (subscriberId !== undefined) q = q.where('subscriber_id', '=', subscriberId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** The subscriber's username and e-mail, which an ESL registration takes as its nick and e-mail. */
export function subscriberIdentity(db: DB, subscriberId: number) {
  return db
    .selectFrom('subscribers')
    .select(['username', 'email'])
    .where('id', '=', subscriberId)
    .executeTakeFirstOrThrow();
}

/**
 * Writes the checked-in entry and, for a paid tournament, debits the entry fee in the same
 * transaction (the ledger refuses a balance below the fee). A second entry fails on the entries'
 * unique key. The tournament must still be open and undrawn: the engine's cancel and an operator's
 * void change its row before they read the entries to give fees back, so on PostgreSQL the entry
 * holds that row (`for share`) while it is written: a registration either waits for them and is
 * refused, or they wait for it and refund its fee. (The draw reads the entries at the start time
 * less the draw lead, when the route has stopped taking registrations.) SQLite writes one
 * transaction at a time.
 */
export async function insertEntry(
  db: DB,
  dialect: DialectName,
  entry: {
    tournament: { id: number; entry_fee: number };
    subscriberId: number;
    values: { pubg_id: string | null; pubg_nick: string | null; email: string | null };
    at: string;
  },
): Promise<void> {
  const { tournament: t, subscriberId, at } = entry;
  await inTransaction(db, async (tx) => {
    let open = tx
      .selectFrom('tournaments')
      .select('id')
      .where('id', '=', t.id)
      .where('status', '=', TOURNAMENT_STATUS.open)
      .where('engine_state', 'is', null);
    if (dialect === 'postgres') open = open.forShare();
    if (!(await open.executeTakeFirst())) throw badRequest(MESSAGES.REGISTRATION_CLOSED);
    // The entry's own triggers write the subscriber's totals before their change counter: hold the
    // subscriber first, as every credit movement does, so a hold made meanwhile waits in turn.
    await holdSubscriber(tx, subscriberId);
    await tx
      .insertInto('tournament_entries')
      .values({
        tournament_id: t.id,
        subscriber_id: subscriberId,
        ...entry.values,
        checked_in: 1,
        place: null,
        created_at: at,
      })
      .execute();
    if (t.entry_fee > 0) {
      await move(tx, {
        subscriberId,
        delta: -t.entry_fee,
        reason: 'tournament-fee',
        refKey: `tournament-fee:${t.id}`,
        at,
      });
    }
  });
}

/** A tournament's matches by round and slot, and its checked-in entries in entry order. */
export async function bracketRows(db: DB, tournamentId: number) {
  const [matches, entries] = await Promise.all([
    db
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .orderBy('round')
      .orderBy('slot')
      .execute(),
    db
      .selectFrom('tournament_entries as e')
      .innerJoin('subscribers as s', 's.id', 'e.subscriber_id')
      .select(['e.subscriber_id', 'e.pubg_nick', 'e.place', 's.username', 's.name', 's.phone'])
      .where('e.tournament_id', '=', tournamentId)
      .where('e.checked_in', '=', 1)
      .orderBy('e.id')
      .execute(),
  ]);
  return { matches, entries };
}
