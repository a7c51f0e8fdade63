import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/connect.ts';
import { signReference } from './tokens.ts';

export const REFERENCE_TTL_SECONDS = 30 * 24 * 3600;
export const OPERATOR_NUMBER = /^0\d{10}$/;
export const OPERATOR_NUMBER_MESSAGE =
  'Please enter a valid operator number (starting with 0 and 11 digits long)';

/** 03001234567 -> 923001234567 */
export const toInternational = (local: string) => `92${local.slice(1)}`;

/**
 * Creates the subscriber (one-day free trial) or renews an ended subscription; returns its id.
 * Simultaneous first sign-ups of one number race on the phone's unique key: the losers run again
 * and find the winner's row.
 */
export async function subscribe(
  app: FastifyInstance,
  phone: string,
  subType: 'prepaid' | 'postpaid',
): Promise<number> {
  try {
    return await subscribeOnce(app, phone, subType);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return subscribeOnce(app, phone, subType);
  }
}

async function subscribeOnce(
  app: FastifyInstance,
  phone: string,
  subType: 'prepaid' | 'postpaid',
): Promise<number> {
  const now = app.clock.now();
  const nowIso = now.toISOString();
  return app.db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('subscribers')
      .select(['id', 'status'])
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (existing) {
      if (existing.status === 'unsubscribed') {
        // A returning subscriber is charged from the first day: the free trial is once.
        await tx
          .updateTable('subscribers')
          .set({ status: 'active', sub_type: subType, subscribed_at: nowIso, unsubscribed_at: null })
          .where('id', '=', existing.id)
          .execute();
      }
      return Number(existing.id);
    }
    const row = await tx
      .insertInto('subscribers')
      .values({
        phone,
        sub_type: subType,
        status: 'trial',
        trial_ends_at: new Date(now.getTime() + 24 * 3600 * 1000).toISOString(),
        subscribed_at: nowIso,
        ref_version: 1,
        created_at: nowIso,
        name: '',
        username: '',
        email: '',
        bio: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await tx.insertInto('wallets').values({ subscriber_id: id, balance: 0 }).execute();
    return id;
  });
}

export async function referenceFor(app: FastifyInstance, subscriberId: number): Promise<string> {
  const row = await app.db
    .selectFrom('subscribers')
    .select('ref_version')
    .where('id', '=', subscriberId)
    .executeTakeFirstOrThrow();
  const exp = Math.floor(app.clock.now().getTime() / 1000) + REFERENCE_TTL_SECONDS;
  return signReference(
    { sid: subscriberId, v: Number(row.ref_version), p: 'ref', exp },
    app.config.subscriptionSecret,
  );
}
