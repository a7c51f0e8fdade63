import { sql, type Kysely, type Migration } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

// Totals that span every subscriber (the leaderboard's score, challenges and redeemed items, each
// subscriber's tournament count, each tournament's registrations and check-ins) are kept by
// database triggers in the same transaction as the ledger row or tournament entry that changes
// them, so every write path (routes, engine, operator console) keeps them exact and no read ever
// aggregates the ledger. The rules match the leaderboard and profile definitions:
//   score       = sum of the positive ledger deltas, except credits given back (a released
//                 redemption hold, a refund), which were never earned (migration 0022 adds a
//                 refunded tournament fee, 0024 a staff grant)
//   challenges  = ledger rows for a daily task, a game challenge or a game level
//   redeemed    = ledger rows for a redemption, less those given back (released or refunded)
//   tournaments = tournament entries
//   checkins    = tournament entries with checked_in = 1

const CHALLENGE_REASONS = sql`('daily-task', 'game-challenge', 'game-level')`;
/** Redemption credits given back: they undo a redemption and were never earned. */
export const GIVEN_BACK = sql`('redemption-release', 'redemption-refund')`;

type Fragment = ReturnType<typeof sql>;

/**
 * One SQL fragment per counted value of a ledger row (`row` is NEW or OLD); `notEarned` lists the
 * reasons of positive movements the score leaves out.
 */
function ledgerParts(dialect: Dialect, row: 'NEW' | 'OLD', notEarned: Fragment) {
  const r = sql.raw(row);
  const bool = (e: Fragment) => (dialect === 'postgres' ? sql`(${e})::int` : sql`(${e})`);
  return {
    score: sql`case when ${r}.delta > 0 and ${r}.reason not in ${notEarned} then ${r}.delta else 0 end`,
    challenges: bool(sql`${r}.reason in ${CHALLENGE_REASONS}`),
    redeemed: sql`case when ${r}.reason = 'redemption' then 1 when ${r}.reason in ${GIVEN_BACK} then -1 else 0 end`,
  };
}

function ledgerAdd(dialect: Dialect, notEarned: Fragment) {
  const p = ledgerParts(dialect, 'NEW', notEarned);
  return sql`insert into subscriber_totals (subscriber_id, score, challenges, redeemed, tournaments)
    values (NEW.subscriber_id, ${p.score}, ${p.challenges}, ${p.redeemed}, 0)
    on conflict (subscriber_id) do update set
      score = subscriber_totals.score + excluded.score,
      challenges = subscriber_totals.challenges + excluded.challenges,
      redeemed = subscriber_totals.redeemed + excluded.redeemed`;
}

function ledgerRemove(dialect: Dialect, notEarned: Fragment) {
  const p = ledgerParts(dialect, 'OLD', notEarned);
  return sql`update subscriber_totals set score = score - ${p.score},
      challenges = challenges - ${p.challenges}, redeemed = redeemed - ${p.redeemed}
    where subscriber_id = OLD.subscriber_id`;
}

function entryAdd(dialect: Dialect) {
  const checked = dialect === 'postgres' ? sql`(NEW.checked_in = 1)::int` : sql`(NEW.checked_in = 1)`;
  return [
    sql`insert into subscriber_totals (subscriber_id, score, challenges, redeemed, tournaments)
      values (NEW.subscriber_id, 0, 0, 0, 1)
      on conflict (subscriber_id) do update set tournaments = subscriber_totals.tournaments + 1`,
    sql`insert into tournament_totals (tournament_id, registrations, checkins)
      values (NEW.tournament_id, 1, ${checked})
      on conflict (tournament_id) do update set
        registrations = tournament_totals.registrations + 1,
        checkins = tournament_totals.checkins + excluded.checkins`,
  ];
}

function entryRemove(dialect: Dialect) {
  const checked = dialect === 'postgres' ? sql`(OLD.checked_in = 1)::int` : sql`(OLD.checked_in = 1)`;
  return [
    sql`update subscriber_totals set tournaments = tournaments - 1 where subscriber_id = OLD.subscriber_id`,
    sql`update tournament_totals set registrations = registrations - 1, checkins = checkins - ${checked}
      where tournament_id = OLD.tournament_id`,
  ];
}

const join = (parts: Fragment[]) => sql.join(parts, sql`; `);

const sqliteTrigger = (db: Kysely<unknown>, name: string, event: string, table: string, body: Fragment[]) =>
  sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on ${sql.raw(table)}
    begin ${join(body)}; end`.execute(db);

const pgFunction = (db: Kysely<unknown>, name: string, remove: Fragment[], add: Fragment[]) =>
  sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $fn$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${join(remove)}; end if;
      if tg_op in ('INSERT', 'UPDATE') then ${join(add)}; end if;
      return null;
    end $fn$`.execute(db);

const SQLITE_LEDGER_TRIGGERS = ['ledger_totals_insert', 'ledger_totals_delete', 'ledger_totals_update'];

/** The ledger's triggers that keep score, challenges and redeemed; the score leaves out `notEarned`. */
export async function createLedgerTriggers(db: Kysely<unknown>, d: Dialect, notEarned: Fragment) {
  if (d === 'sqlite') {
    await sqliteTrigger(db, 'ledger_totals_insert', 'insert', 'ledger', [ledgerAdd(d, notEarned)]);
    await sqliteTrigger(db, 'ledger_totals_delete', 'delete', 'ledger', [ledgerRemove(d, notEarned)]);
    await sqliteTrigger(db, 'ledger_totals_update', 'update of subscriber_id, delta, reason', 'ledger', [
      ledgerRemove(d, notEarned),
      ledgerAdd(d, notEarned),
    ]);
    return;
  }
  await pgFunction(db, 'ledger_totals', [ledgerRemove(d, notEarned)], [ledgerAdd(d, notEarned)]);
  await sql`create trigger ledger_totals after insert or delete or update of subscriber_id, delta, reason
    on ledger for each row execute function ledger_totals()`.execute(db);
}

export async function dropLedgerTriggers(db: Kysely<unknown>, d: Dialect) {
  if (d === 'sqlite') {
    for (const name of SQLITE_LEDGER_TRIGGERS) await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    return;
  }
  await sql`drop trigger if exists ledger_totals on ledger`.execute(db);
  await sql`drop function if exists ledger_totals()`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  const d: Dialect = 'sqlite';
  const trigger = (name: string, event: string, table: string, body: Fragment[]) =>
    sqliteTrigger(db, name, event, table, body);
  await createLedgerTriggers(db, d, GIVEN_BACK);
  await trigger('entry_totals_insert', 'insert', 'tournament_entries', entryAdd(d));
  await trigger('entry_totals_delete', 'delete', 'tournament_entries', entryRemove(d));
  await trigger(
    'entry_totals_update',
    'update of subscriber_id, tournament_id, checked_in',
    'tournament_entries',
    [...entryRemove(d), ...entryAdd(d)],
  );
}

async function postgresTriggers(db: Kysely<unknown>) {
  const d: Dialect = 'postgres';
  await createLedgerTriggers(db, d, GIVEN_BACK);
  await pgFunction(db, 'entry_totals', entryRemove(d), entryAdd(d));
  await sql`create trigger entry_totals after insert or delete
    or update of subscriber_id, tournament_id, checked_in
    on tournament_entries for each row execute function entry_totals()`.execute(db);
}

async function backfill(db: Kysely<unknown>) {
  await sql`insert into subscriber_totals (subscriber_id, score, challenges, redeemed, tournaments)
    select s.id, coalesce(l.score, 0), coalesce(l.challenges, 0), coalesce(l.redeemed, 0), coalesce(e.n, 0)
    from subscribers s
    left join (
      select subscriber_id,
        sum(case when delta > 0 and reason not in ${GIVEN_BACK} then delta else 0 end) as score,
        sum(case when reason in ${CHALLENGE_REASONS} then 1 else 0 end) as challenges,
        sum(case when reason = 'redemption' then 1 when reason in ${GIVEN_BACK} then -1 else 0 end) as redeemed
      from ledger group by subscriber_id
    ) l on l.subscriber_id = s.id
    left join (select subscriber_id, count(*) as n from tournament_entries group by subscriber_id) e
      on e.subscriber_id = s.id
    where l.subscriber_id is not null or e.subscriber_id is not null`.execute(db);
  await sql`insert into tournament_totals (tournament_id, registrations, checkins)
    select tournament_id, count(*), sum(case when checked_in = 1 then 1 else 0 end)
    from tournament_entries group by tournament_id`.execute(db);
}

export function subscriberTotals(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('subscriber_totals')
        .addColumn('subscriber_id', 'integer', (c) => c.primaryKey().references('subscribers.id'))
        .addColumn('score', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('challenges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('redeemed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tournaments', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The leaderboard reads the top of this index and stops after 50 listed subscribers.
      await sql`create index subscriber_totals_board on subscriber_totals (score desc, subscriber_id)`.execute(
        db,
      );
      await db.schema
        .createTable('tournament_totals')
        .addColumn('tournament_id', 'integer', (c) => c.primaryKey().references('tournaments.id'))
        .addColumn('registrations', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('checkins', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // A subscriber's own entries (profile, match calls) and a tournament's checked-in players
      // (the engine's draw) without walking the whole table.
      await db.schema
        .createIndex('tournament_entries_subscriber')
        .on('tournament_entries')
        .column('subscriber_id')
        .execute();
      await db.schema
        .createIndex('tournament_entries_checked_in')
        .on('tournament_entries')
        .columns(['tournament_id', 'checked_in'])
        .execute();
      // A subscriber's own matches (tournament cards) and own holds (released on their reads),
      // found by the subscriber rather than by the tournament or by every open hold.
      for (const side of ['player1_id', 'player2_id'])
        await db.schema
          .createIndex(`tournament_matches_${side.slice(0, 7)}`)
          .on('tournament_matches')
          .column(side)
          .execute();
      await db.schema
        .createIndex('redemptions_subscriber_status')
        .on('redemptions')
        .columns(['subscriber_id', 'status', 'expires_at'])
        .execute();
      await backfill(db);
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
    async down(db: Kysely<unknown>) {
      await dropLedgerTriggers(db, dialect);
      if (dialect === 'postgres') {
        await sql`drop trigger if exists entry_totals on tournament_entries`.execute(db);
        await sql`drop function if exists entry_totals()`.execute(db);
      } else {
        for (const name of ['entry_totals_insert', 'entry_totals_delete', 'entry_totals_update'])
          await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
      }
      await db.schema.dropIndex('redemptions_subscriber_status').execute();
      await db.schema.dropIndex('tournament_matches_player2').execute();
      await db.schema.dropIndex('tournament_matches_player1').execute();
      await db.schema.dropIndex('tournament_entries_checked_in').execute();
      await db.schema.dropIndex('tournament_entries_subscriber').execute();
      await db.schema.dropTable('tournament_totals').execute();
      await db.schema.dropTable('subscriber_totals').execute();
    },
  };
}
