import type { BillingConfig } from './config.ts';

export type Plan = 'daily' | 'monthly';

/** Prepaid lines pay by the day, postpaid lines by the month (the line type the subscription service gave). */
export const planOf = (subType: string): Plan => (subType === 'postpaid' ? 'monthly' : 'daily');

export interface Price {
  amountPaisa: number;
  taxPaisa: number;
  totalPaisa: number;
}

/** The prepaid price is what the balance is charged (tax included); postpaid adds the tax, rounded half up. */
export function priceOf(plan: Plan, config: BillingConfig): Price {
  if (plan === 'daily') return { amountPaisa: config.dailyPaisa, taxPaisa: 0, totalPaisa: config.dailyPaisa };
  const taxPaisa = Math.floor((config.monthlyPaisa * config.postpaidTaxBps + 5000) / 10_000);
  return { amountPaisa: config.monthlyPaisa, taxPaisa, totalPaisa: config.monthlyPaisa + taxPaisa };
}

/**
 * The end of a period that starts at `startIso`: a day later, or the same time one calendar month
 * later (the 31st of January runs to the last of February).
 */
export function periodEnd(plan: Plan, startIso: string): string {
  const start = new Date(startIso);
  if (plan === 'daily') return new Date(start.getTime() + 24 * 3600 * 1000).toISOString();
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}

/** 1000 -> 'Rs 10', 19957 -> 'Rs 199.57' */
export const rupees = (paisa: number) =>
  `Rs ${paisa % 100 === 0 ? String(paisa / 100) : (paisa / 100).toFixed(2)}`;
