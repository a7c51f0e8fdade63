import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

// Prize money beside credits: each tournament's prize currency and third-place rule, the money
// wallet and its ledger (integer paisa, never mixed with credits), the payout outbox towards the
// operator's payout gateway, and one row per paid place so a place is paid once per tournament.
export function prizeMoney(dialect: Dialect): Migration {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // credits | rupees (prize, second_prize, third_prize are whole credits or whole rupees)
      await db.schema
        .alterTable('tournaments')
        .addColumn('prize_currency', 'text', (c) => c.notNull().defaultTo('credits'))
        .execute();
      await sql`update tournaments set prize_currency = 'rupees' where tourn_type = 'Cash'`.execute(db);
      // match: the semi-final losers play for third on the final's day; shared: both get half
      await db.schema
        .alterTable('tournaments')
        .addColumn('third_place', 'text', (c) => c.notNull().defaultTo('match'))
        .execute();
      // null: a bracket match; 'third-place': the match for third place beside the final
      await db.schema.alterTable('tournament_matches').addColumn('kind', 'text').execute();

      await db.schema
        .createTable('prize_places')
        .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
        .addColumn('place', 'integer', (c) => c.notNull())
        .addColumn('decided_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('prize_places_once', ['tournament_id', 'place'])
        .execute();

      await db.schema
        .createTable('money_wallets')
        .addColumn('subscriber_id', 'integer', (c) => c.primaryKey().references('subscribers.id'))
        .addColumn('balance_paisa', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('money_wallets_not_negative', sql`balance_paisa >= 0`)
        .execute();
      await withId(db.schema.createTable('money_ledger'))
        .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
        .addColumn('delta_paisa', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('ref_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('money_ledger_once', ['ref_key'])
        .execute();
      await db.schema
        .createIndex('money_ledger_subscriber')
        .on('money_ledger')
        .column('subscriber_id')
        .execute();

      await withId(db.schema.createTable('payouts'))
        .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
        .addColumn('place', 'integer', (c) => c.notNull())
        .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
        .addColumn('amount_paisa', 'integer', (c) => c.notNull())
        // pending | sent | failed
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('gateway_ref', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payouts_once', ['tournament_id', 'place', 'subscriber_id'])
        .execute();
      await db.schema
        .createIndex('payouts_due')
        .on('payouts')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['payouts', 'money_ledger', 'money_wallets', 'prize_places'])
        await db.schema.dropTable(table).ifExists().execute();
      await db.schema.alterTable('tournament_matches').dropColumn('kind').execute();
      await db.schema.alterTable('tournaments').dropColumn('third_place').execute();
      await db.schema.alterTable('tournaments').dropColumn('prize_currency').execute();
    },
  };
}
