import type { DB } from '../db/schema.ts';
import { revokeSubscriberSessions } from '../lib/sessions.ts';
import { inTransaction } from '../db/transaction.ts';

// Subscription changes the subscriber makes itself (sign-up and sign-in are in lib/subscribers.ts).
// Routes in routes/unsubscribe-service/.

/**
 * Ends the subscription the signed reference names, if the reference is still current: the
 * subscriber is unsubscribed, its reference version moves on and every sign-in ends with it, for
 * good (re-subscribing starts new sessions). False when the reference was already spent.
 */
export async function unsubscribe(db: DB, ref: { sid: number; v: number }, at: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const ended = await tx
      .updateTable('subscribers')
      .set((eb) => ({
        status: 'unsubscribed',
        unsubscribed_at: at,
        ref_version: eb('ref_version', '+', 1),
      }))
      .where('id', '=', ref.sid)
      .where('ref_version', '=', ref.v)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) {
      // A link used again: true while the subscription it ended stays ended; false once the
      // subscriber has signed up again (the link is of the subscription before).
      const now = await tx
        .selectFrom('subscribers')
        .select('status')
        .where('id', '=', ref.sid)
        .executeTakeFirst();
      return now?.status === 'unsubscribed';
    }
    await revokeSubscriberSessions(tx, ref.sid, at);
    return true;
  });
}
