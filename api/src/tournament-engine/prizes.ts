import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MESSAGES, conflict, withValues } from '../lib/errors.ts';
import { move } from '../lib/ledger.ts';
import { moveMoney, PAISA_PER_RUPEE } from '../lib/money-wallet.ts';
import { shares, type Award } from './rules.ts';

type Tx = Transaction<Database>;

export type Currency = 'credits' | 'rupees';

export interface PrizeTournament {
  id: number;
  prize: number;
  second_prize: number;
  third_prize: number;
  prize_currency: string;
  entry_fee: number;
}

export interface PaidPrize {
  place: number;
  subscriberId: number;
  /** Credits, or paisa for rupees. */
  amount: number;
  currency: Currency;
}

export const currencyOf = (t: Pick<PrizeTournament, 'prize_currency'>): Currency =>
  t.prize_currency === 'rupees' ? 'rupees' : 'credits';

/** The prize of a place in its smallest unit: credits, or paisa for a rupee prize. */
export function prizeUnits(t: PrizeTournament, place: number): number {
  const whole = Number(place === 1 ? t.prize : place === 2 ? t.second_prize : t.third_prize);
  return currencyOf(t) === 'rupees' ? whole * PAISA_PER_RUPEE : whole;
}

export const placePaid = (place: number) => conflict(withValues(MESSAGES.PLACE_ALREADY_PAID, { place }));

/**
 * Pays places once per tournament, whoever asks: the (tournament, place) row is claimed first, and
 * only the transaction that claims it pays. Credits go to the credit ledger; rupees to the money
 * wallet (paisa) and the payout outbox. A place already claimed is skipped, or refused (409) when
 * `strict` (the operator asked for it). Runs inside the caller's transaction.
 */
export async function awardPlaces(
  tx: Tx,
  t: PrizeTournament,
  awards: readonly Award[],
  opts: { decidedBy: 'engine' | 'operator'; at: string; strict: boolean },
): Promise<PaidPrize[]> {
  const paid: PaidPrize[] = [];
  const currency = currencyOf(t);
  for (const award of awards) {
    const claimed = await tx
      .insertInto('prize_places')
      .values({ tournament_id: t.id, place: award.place, decided_by: opts.decidedBy, created_at: opts.at })
      .onConflict((oc) => oc.columns(['tournament_id', 'place']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      if (opts.strict) throw placePaid(award.place);
      continue;
    }
    await tx
      .updateTable('tournament_entries')
      .set({ place: award.place })
      .where('tournament_id', '=', t.id)
      .where('subscriber_id', 'in', award.winners)
      .execute();
    const amounts = shares(prizeUnits(t, award.place), award.winners.length);
    for (const [i, subscriberId] of award.winners.entries()) {
      const amount = amounts[i] as number;
      if (amount <= 0) continue;
      if (currency === 'credits') {
        await move(tx, {
          subscriberId,
          delta: amount,
          reason: 'tournament-prize',
          refKey: `tournament-prize:${t.id}:${award.place}`,
          at: opts.at,
        });
      } else {
        await moveMoney(tx, {
          subscriberId,
          deltaPaisa: amount,
          reason: 'tournament-prize',
          refKey: `tournament-prize:${t.id}:${award.place}:${subscriberId}`,
          at: opts.at,
        });
        await tx
          .insertInto('payouts')
          .values({
            tournament_id: t.id,
            place: award.place,
            subscriber_id: subscriberId,
            amount_paisa: amount,
            status: 'pending',
            attempts: 0,
            next_attempt_at: opts.at,
            created_at: opts.at,
            updated_at: opts.at,
          })
          .execute();
      }
      paid.push({ place: award.place, subscriberId, amount, currency });
    }
  }
  return paid;
}

/** Refunds each entry fee as it was charged, once per player (the refund key is per tournament). */
export async function refundFees(tx: Tx, t: PrizeTournament, at: string): Promise<number[]> {
  const entries = await tx
    .selectFrom('tournament_entries')
    .select('subscriber_id')
    .where('tournament_id', '=', t.id)
    .execute();
  for (const e of entries) {
    // What this player paid, from their own fee row: the tournament's fee may have changed since.
    const charged = await tx
      .selectFrom('ledger')
      .select('delta')
      .where('subscriber_id', '=', e.subscriber_id)
      .where('ref_key', '=', `tournament-fee:${t.id}`)
      .executeTakeFirst();
    const paid = -Number(charged?.delta ?? 0);
    if (paid <= 0) continue;
    await move(tx, {
      subscriberId: Number(e.subscriber_id),
      delta: paid,
      reason: 'tournament-refund',
      refKey: `tournament-refund:${t.id}`,
      at,
    });
  }
  return entries.map((e) => Number(e.subscriber_id));
}
