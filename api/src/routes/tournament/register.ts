import type { CheckinResponse } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connect.ts';
import { MESSAGES, HttpError, said } from '../../lib/errors.ts';
import { insertEntry } from '../../tournaments/repository.ts';

/**
 * Registers (and checks in) once: false when the subscriber was registered already; a balance
 * below a paid tournament's fee is a 400 that names the fee.
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
    if (err instanceof HttpError && err.message === 'Insufficient credits') {
      throw new HttpError(400, MESSAGES.INSUFFICIENT_CREDITS, {
        details: `The entry fee is ${t.entry_fee} credits.`,
      });
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
