import type { DB } from '../db/schema.ts';

// The developer tools' reads (DEV_TOOLS=1 only): the SMS outbox and the ledger check. Routes in
// routes/dev/.

/** Text messages the outbox gateway wrote, oldest first (optionally to one number). */
export function smsOutbox(db: DB, phone?: string) {
  let query = db.selectFrom('sms_outbox').selectAll().orderBy('id');
  if (phone) query = query.where('phone', '=', phone);
  return query.execute();
}

/** Wallets that differ from their ledgers (a dev check over the whole base: demo sizes only). */
export async function walletMismatches(db: DB): Promise<{ credits: number[]; money: number[] }> {
  const credits = await db
    .selectFrom('wallets as w')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ledger')
          .select((x) => ['subscriber_id', x.fn.sum<number>('delta').as('total')])
          .groupBy('subscriber_id')
          .as('l'),
      (join) => join.onRef('l.subscriber_id', '=', 'w.subscriber_id'),
    )
    .select(['w.subscriber_id', 'w.balance', 'l.total'])
    .execute();
  const moneyTotals = await db
    .selectFrom('money_ledger')
    .select((x) => ['subscriber_id', x.fn.sum<number>('delta_paisa').as('total')])
    .groupBy('subscriber_id')
    .execute();
  const wallets = new Map(
    (await db.selectFrom('money_wallets').selectAll().execute()).map((w) => [
      Number(w.subscriber_id),
      Number(w.balance_paisa),
    ]),
  );
  const totals = new Map(moneyTotals.map((r) => [Number(r.subscriber_id), Number(r.total)]));
  const ids = new Set([...wallets.keys(), ...totals.keys()]);
  return {
    credits: credits
      .filter((r) => Number(r.balance) !== Number(r.total ?? 0))
      .map((r) => Number(r.subscriber_id)),
    money: [...ids].filter((id) => wallets.get(id) !== (totals.get(id) ?? 0)),
  };
}
