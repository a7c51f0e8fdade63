import { sql } from 'kysely';
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

// The operator console: staff accounts and their sessions (only a hash of the cookie is kept), the
// audit log's before/after, a reason on redemptions and reviewed entries, subscriber suspension,
// rules text on tournaments, and a delivery state on the SMS outbox.
type Dialect = 'sqlite' | 'postgres';

export function operatorConsole(dialect: Dialect): Migration {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('staff'))
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('client', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
      for (const column of ['staff_id'] as const)
        await db.schema.alterTable('operator_audit').addColumn(column, 'integer').execute();
      for (const column of ['action', 'target', 'before_json', 'after_json'] as const)
        await db.schema.alterTable('operator_audit').addColumn(column, 'text').execute();
      await db.schema.alterTable('redemptions').addColumn('status_reason', 'text').execute();
      await db.schema.alterTable('redemptions').addColumn('updated_at', 'text').execute();
      // The staff queue by status; held credits ('reserved') are left out, so a subscriber's own
      // hold lookup keeps its (subscriber, status, expiry) index.
      await db.schema
        .createIndex('redemptions_status')
        .on('redemptions')
        .columns(['status', 'id'])
        .where(sql.ref('status'), '<>', 'reserved')
        .execute();
      await db.schema.alterTable('subscribers').addColumn('suspended_at', 'text').execute();
      await db.schema.alterTable('subscribers').addColumn('suspended_reason', 'text').execute();
      await db.schema.alterTable('tournaments').addColumn('rules', 'text').execute();
      await db.schema
        .alterTable('sms_outbox')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
        .execute();
      await db.schema
        .alterTable('sms_outbox')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('sms_outbox').addColumn('last_error', 'text').execute();
      await db.schema.alterTable('sms_outbox').addColumn('sent_at', 'text').execute();
      await db.schema
        .createIndex('daily_entries_status')
        .on('daily_entries')
        .columns(['status', 'id'])
        .execute();
      await db.schema
        .createIndex('challenge_entries_status')
        .on('challenge_entries')
        .columns(['status', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_sessions').ifExists().execute();
      await db.schema.dropTable('staff').ifExists().execute();
    },
  };
}
