import { formatNumber } from '@portal/shared/i18n';

/** Credits as people read them: thousands separated ('6,000'), the same on every screen. */
export function formatCredits(amount: number): string {
  return formatNumber(amount);
}
