import type { Kysely, Migration } from 'kysely';

// Sign-in with a one-time code, and the sessions that access tokens point at.
// sign_in_codes: one row per code sent; only an HMAC of the code is stored.
// sessions: one row per sign-in; a token carries the session id, never the subscriber reference,
// and a revoked session (logout, unsubscribe, operator action) or an outdated reference version
// ends every token and reference of that sign-in.
export function signInSessions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('sub_type', 'text', (c) => c.notNull())
        .addColumn('partner', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_codes_phone')
        .on('sign_in_codes')
        .columns(['phone', 'created_at'])
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
        .addColumn('ref_version', 'integer', (c) => c.notNull())
        .addColumn('gn', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_subscriber').on('sessions').column('subscriber_id').execute();
      // Who did what, when, through the operator API (every write, and every refused key).
      await db.schema
        .createTable('operator_audit')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('operator', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('operator_audit_time').on('operator_audit').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('operator_audit').ifExists().execute();
      await db.schema.dropTable('sessions').ifExists().execute();
      await db.schema.dropTable('sign_in_codes').ifExists().execute();
    },
  };
}
