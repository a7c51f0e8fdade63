// The loading line's texts in the active language (src/i18n: games.loading.*).
import '../../../i18n';
import { formatNumber, t } from '@portal/shared/i18n';

const MB = 1024 * 1024;

/** Megabytes for the loading line: two decimals below 10 MB (our builds are small), one above. */
export function formatMegabytes(bytes: number): string {
  const mb = Math.max(0, bytes) / MB;
  const digits = mb >= 10 ? 1 : 2;
  return formatNumber(mb, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
}

/** 'X MB / {size} MB': the share of the build's bytes that has arrived. */
export function downloadedText(progress: number, totalBytes: number): string {
  const p = Math.min(1, Math.max(0, progress));
  return t('games.loading.bytes', {
    done: formatMegabytes(p * totalBytes),
    total: formatMegabytes(totalBytes),
  });
}

/** 'Loading game... N%'. */
export function loadingText(label: string, progress: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return t('games.loading.percent', { label, percent: formatNumber(percent) });
}
