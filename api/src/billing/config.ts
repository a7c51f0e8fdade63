type Env = Record<string, string | undefined>;

/** Prices in integer paisa and the tax on the postpaid fee in basis points (see README.md). */
export interface BillingConfig {
  /** Prepaid: Rs 10 a day, tax included (BILLING_DAILY_PAISA). */
  dailyPaisa: number;
  /** Postpaid: Rs 167 a month before tax (BILLING_MONTHLY_PAISA). */
  monthlyPaisa: number;
  /** Tax added to the postpaid fee, basis points (BILLING_POSTPAID_TAX_BPS, default 1950 = 19.5%). */
  postpaidTaxBps: number;
  /** How often the lease holder looks for due charges (BILLING_TICK_MS; 0: only when asked). */
  tickMs: number;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

export function billingConfig(env: Env): BillingConfig {
  return {
    dailyPaisa: int(env.BILLING_DAILY_PAISA, 1000),
    monthlyPaisa: int(env.BILLING_MONTHLY_PAISA, 16_700),
    postpaidTaxBps: int(env.BILLING_POSTPAID_TAX_BPS, 1950),
    // No automatic engine ticks (tests that record queries) means no automatic billing either.
    tickMs: int(env.BILLING_TICK_MS, env.ENGINE_TICK_MS === '0' ? 0 : 5000),
  };
}
