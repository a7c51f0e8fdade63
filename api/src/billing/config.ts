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
