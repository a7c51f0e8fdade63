import { formatNumber, t } from '@portal/shared/i18n';

/**
 * 'Rs 5,000' or 'Rs 12.50' in English, '5,000 روپے' in Urdu (shared.money.rupees): prize money held
 * in paisa, as the portal writes it.
 */
export function formatPaisa(paisa: number): string {
  const value = Math.max(0, Math.trunc(Number(paisa) || 0));
  const rupees = formatNumber(Math.floor(value / 100));
  const rest = value % 100;
  const amount = rest === 0 ? rupees : `${rupees}.${String(rest).padStart(2, '0')}`;
  return t('shared.money.rupees', { amount });
}
