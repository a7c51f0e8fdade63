import type { DB } from '../db/schema.ts';

/**
 * A named lease row with an expiry: the one api instance holding it runs the scheduler. Works the
 * same on SQLite and PostgreSQL: renewing or taking it over is one conditional UPDATE (ours
 * already, or expired); only when that finds no row, one INSERT ... ON CONFLICT DO NOTHING takes a
 * lease nobody holds. Each is atomic on its own. Expiry uses the real time, never the adjustable
 * clock (moving the clock in dev tools must not steal a lease).
 *
 * A holder renews at most once per third of the ttl: after a renewal at time r the row says
 * r + ttl, and no other instance can take it before then, so until r + ttl/3 the holder knows it
 * still holds the lease without asking the database (a result or a tick then costs no lease
 * statement), and whatever it starts then has at least two thirds of the ttl before expiry.
 */
export class Lease {
  /** Real time of this holder's last successful renewal (null: not held, or given up). */
  private renewedAt: number | null = null;

  constructor(
    private readonly db: DB,
    private readonly name: string,
    readonly holder: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this holder has the lease for at least the next two thirds of the ttl. */
  async acquire(): Promise<boolean> {
    const now = this.now();
    if (this.renewedAt !== null && now >= this.renewedAt && now - this.renewedAt < this.ttlMs / 3)
      return true;
    this.renewedAt = null;
    const expires = new Date(now + this.ttlMs).toISOString();
    const updated = await this.db
      .updateTable('engine_leases')
      .set({ holder: this.holder, expires_at: expires })
      .where('name', '=', this.name)
      .where((eb) =>
        eb.or([eb('holder', '=', this.holder), eb('expires_at', '<', new Date(now).toISOString())]),
      )
      .executeTakeFirst();
    let held = Number(updated.numUpdatedRows) === 1;
    if (!held) {
      const inserted = await this.db
        .insertInto('engine_leases')
        .values({ name: this.name, holder: this.holder, expires_at: expires })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      held = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    if (held) this.renewedAt = now;
    return held;
  }

  /** Gives the lease up at once (a clean shutdown), so another instance need not wait for expiry. */
  async release(): Promise<void> {
    this.renewedAt = null;
    await this.db
      .deleteFrom('engine_leases')
      .where('name', '=', this.name)
      .where('holder', '=', this.holder)
      .execute();
  }
}
