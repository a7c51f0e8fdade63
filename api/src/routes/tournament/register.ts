import type { CheckinResponse } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connect.ts';
import { MESSAGES, HttpError, badRequest, said, withValues } from '../../lib/errors.ts';
import { balanceOf } from '../../lib/ledger.ts';
import { insertEntry } from '../../tournaments/repository.ts';

/**
 * Registers (and checks in) once: false when the subscriber was registered already; a balance
 * below a paid tournament's fee is a 400 that says the fee and the balance, so a person knows how
 * many credits are missing.
 */
export async function register(
  app: FastifyInstance,
  userId: number,
  t: { id: number; entry_fee: number },
  values: { pubg_id: string | null; pubg_nick: string | null; email: string | null },
): Promise<boolean> {
  try {
    await insertEntry(app.db, app.dialect, { tournament: t, subscriberId: userId, values, at: app.nowIso() });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    if (err instanceof HttpError && err.code === MESSAGES.INSUFFICIENT_CREDITS.code) {
      // Read after the refused transaction: the balance as it stands now, for the person to compare.
      const balance = await balanceOf(app.db, userId);
      throw badRequest(withValues(MESSAGES.ENTRY_FEE_SHORT, { fee: t.entry_fee, balance }));
    }
    throw err;
  }
}

export const checkinAnswer = (already: boolean): CheckinResponse => ({
  success: true,
  data: { already_submited: already },
  errors: null,
  ...said(already ? MESSAGES.ALREADY_REGISTERED : MESSAGES.REGISTERED),
});
