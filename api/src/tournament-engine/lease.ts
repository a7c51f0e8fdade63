import type { DB } from '../db/schema.ts';

/**
 * A named lease row with an expiry: the one api instance holding it runs the scheduler. Works the
 * same on SQLite and PostgreSQL: taking it is one INSERT ... ON CONFLICT DO NOTHING, then one
 * conditional UPDATE (ours already, or expired), each atomic on its own. Expiry uses the real
 * time, never the adjustable clock (moving the clock in dev tools must not steal a lease).
 */
export class Lease {
  constructor(
    private readonly db: DB,
    private readonly name: string,
    readonly holder: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this holder has the lease for the next ttl. */
  async acquire(): Promise<boolean> {
    const now = this.now();
    const expires = new Date(now + this.ttlMs).toISOString();
    const inserted = await this.db
      .insertInto('engine_leases')
      .values({ name: this.name, holder: this.holder, expires_at: expires })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
    const updated = await this.db
      .updateTable('engine_leases')
      .set({ holder: this.holder, expires_at: expires })
      .where('name', '=', this.name)
      .where((eb) =>
        eb.or([eb('holder', '=', this.holder), eb('expires_at', '<', new Date(now).toISOString())]),
      )
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Gives the lease up at once (a clean shutdown), so another instance need not wait for expiry. */
  async release(): Promise<void> {
    await this.db
      .deleteFrom('engine_leases')
      .where('name', '=', this.name)
      .where('holder', '=', this.holder)
      .execute();
  }
}
