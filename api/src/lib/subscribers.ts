import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { isUniqueViolation } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { createSession, revokeSubscriberSessions } from './sessions.ts';
import { signReference } from './tokens.ts';
import { inTransaction } from '../db/transaction.ts';

export const REFERENCE_TTL_SECONDS = 30 * 24 * 3600;
export { OPERATOR_NUMBER_MESSAGE, toInternational } from '@portal/contracts/rules';

type SubType = 'prepaid' | 'postpaid';

/** Creates the subscriber (one-day free trial) or renews an ended subscription; returns its id. */
/** Stores the subscriber's language (migration 0020: the sessions' change counter moves with it). */
export async function setLanguage(
  app: FastifyInstance,
  subscriberId: number,
  language: 'en' | 'ur',
): Promise<void> {
  await app.db.updateTable('subscribers').set({ language }).where('id', '=', subscriberId).execute();
}

export async function subscribe(app: FastifyInstance, phone: string, subType: SubType): Promise<number> {
  try {
    return await subscribeOnce(app, phone, subType);
  } catch (err) {
    // Two first sign-ups of one number at once: the loser of the unique phone index finds the
    // winner's row on the second try.
    if (!isUniqueViolation(err)) throw err;
    return subscribeOnce(app, phone, subType);
  }
}

async function subscribeOnce(app: FastifyInstance, phone: string, subType: SubType): Promise<number> {
  const now = app.clock.now();
  const nowIso = now.toISOString();
  return inTransaction(app.db, async (tx) => {
    const existing = await tx
      .selectFrom('subscribers')
      .select(['id', 'status'])
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (existing) {
      if (existing.status === 'unsubscribed') {
        // A returning subscriber is charged from the first day: the free trial is once. Nothing
        // from before the unsubscribe comes back: the reference version moves on again and every
        // older session stays revoked. A charge the line could not pay is not undone by leaving
        // either: one who left after a declined or failed charge comes back suspended, on the
        // payment page, until a retry is paid (else every re-subscribe would open the portal
        // until the scheduler's next charge was declined).
        const unpaid = await lastChargeUnpaid(tx, Number(existing.id));
        const renewed = await tx
          .updateTable('subscribers')
          .set((eb) => ({
            status: unpaid ? 'suspended' : 'active',
            sub_type: subType,
            subscribed_at: nowIso,
            unsubscribed_at: null,
            // Charged at once (the scheduler's next tick).
            next_charge_at: nowIso,
            ref_version: eb('ref_version', '+', 1),
          }))
          .where('id', '=', existing.id)
          .where('status', '=', 'unsubscribed')
          .executeTakeFirst();
        if (Number(renewed.numUpdatedRows) > 0)
          await revokeSubscriberSessions(tx, Number(existing.id), nowIso);
      }
      return Number(existing.id);
    }
    const trialEndsAt = new Date(now.getTime() + 24 * 3600 * 1000).toISOString();
    const row = await tx
      .insertInto('subscribers')
      .values({
        phone,
        sub_type: subType,
        status: 'trial',
        trial_ends_at: trialEndsAt,
        // The first charge is due when the trial ends.
        next_charge_at: trialEndsAt,
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

/** A charge (billing's `charges`) the gateway declined or never answered: its period is unpaid. */
export const FAILED_STATUSES = ['declined', 'failed'] as const;

export function isFailedStatus(status: string | undefined): boolean {
  return (FAILED_STATUSES as readonly (string | undefined)[]).includes(status);
}

/** True when the subscriber's last charge sent to the gateway was declined or failed. */
async function lastChargeUnpaid(tx: Transaction<Database>, subscriberId: number): Promise<boolean> {
  const last = await tx
    .selectFrom('charges')
    .select('status')
    .where('subscriber_id', '=', subscriberId)
    // A charge cancelled by the unsubscribe was never sent.
    .where('status', '!=', 'cancelled')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return isFailedStatus(last?.status);
}

/**
 * A new sign-in of a subscriber: a session (partner or not) and the 30-day signed reference that
 * names it. Only the landing page's code check calls this.
 */
export async function signInSubscriber(
  app: FastifyInstance,
  subscriberId: number,
  gn: 0 | 1,
): Promise<{ reference: string; sessionId: string }> {
  const row = await app.db
    .selectFrom('subscribers')
    .select('ref_version')
    .where('id', '=', subscriberId)
    .executeTakeFirstOrThrow();
  const v = Number(row.ref_version);
  const sessionId = await createSession(app.db, { subscriberId, refVersion: v, gn, at: app.nowIso() });
  const exp = Math.floor(app.clock.now().getTime() / 1000) + REFERENCE_TTL_SECONDS;
  const reference = signReference(
    { sid: subscriberId, v, p: 'ref', exp, s: sessionId },
    app.config.subscriptionSecret,
  );
  return { reference, sessionId };
}
