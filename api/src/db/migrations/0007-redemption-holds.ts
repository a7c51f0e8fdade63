import { sql, type Kysely, type Migration } from 'kysely';

// A redemption first holds its credits (status 'reserved', until expires_at); the claim commits
// them ('requested'); a hold cancelled or left past expires_at is released ('cancelled').
// Earlier rows: 'pending' (debited, never claimed) become holds already due, so the next sweep
// gives their credits back; 'claimed' become 'requested'.
export function redemptionHolds(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('redemptions').addColumn('expires_at', 'text').execute();
      await db.schema.alterTable('redemptions').addColumn('released_at', 'text').execute();
      await sql`update redemptions set status = 'requested' where status = 'claimed'`.execute(db);
      await sql`update redemptions set status = 'reserved', expires_at = created_at where status = 'pending'`.execute(
        db,
      );
      await db.schema
        .createIndex('redemptions_status_expiry')
        .on('redemptions')
        .columns(['status', 'expires_at'])
        .execute();
      await db.schema
        .createIndex('redemptions_subscriber')
        .on('redemptions')
        .columns(['subscriber_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('redemptions_subscriber').execute();
      await db.schema.dropIndex('redemptions_status_expiry').execute();
      await sql`update redemptions set status = 'claimed' where status <> 'reserved'`.execute(db);
      await sql`update redemptions set status = 'pending' where status = 'reserved'`.execute(db);
      await db.schema.alterTable('redemptions').dropColumn('released_at').execute();
      await db.schema.alterTable('redemptions').dropColumn('expires_at').execute();
    },
  };
}
