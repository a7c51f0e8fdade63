import { sql, type Kysely, type Migration } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

// The subscription lifecycle: when each subscriber's next charge is due (the trial's end first),
// and the charges table, an outbox towards the operator's charging gateway that also keeps every
// charge as a record. At most one pending charge per subscriber (a partial unique index), and one
// charge per subscriber and period start, so no two runners can charge one period twice.
export function subscriptions(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // null: not billed by the portal (demo players the seed creates)
      await db.schema.alterTable('subscribers').addColumn('next_charge_at', 'text').execute();
      await sql`update subscribers set next_charge_at = trial_ends_at where status = 'trial'`.execute(db);
      // Subscribers from before billing existed pay from the first tick after this migration.
      await sql`update subscribers set next_charge_at = ${new Date().toISOString()} where status = 'active'`.execute(
        db,
      );
      await db.schema
        .createIndex('subscribers_charge_due')
        .on('subscribers')
        .columns(['status', 'next_charge_at'])
        .execute();

      const table = db.schema.createTable('charges');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('period_end', 'text', (c) => c.notNull())
        .addColumn('amount_paisa', 'integer', (c) => c.notNull())
        .addColumn('tax_paisa', 'integer', (c) => c.notNull())
        .addColumn('total_paisa', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('gateway_ref', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('charges_once_per_period', ['subscriber_id', 'period_start'])
        .addCheckConstraint(
          'charges_amounts',
          sql`amount_paisa > 0 and tax_paisa >= 0 and total_paisa = amount_paisa + tax_paisa`,
        )
        .execute();
      await db.schema
        .createIndex('charges_one_pending')
        .on('charges')
        .column('subscriber_id')
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      await db.schema
        .createIndex('charges_due')
        .on('charges')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('charges_subscriber')
        .on('charges')
        .columns(['subscriber_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('charges').execute();
      await db.schema.dropIndex('subscribers_charge_due').execute();
      await db.schema.alterTable('subscribers').dropColumn('next_charge_at').execute();
    },
  };
}
