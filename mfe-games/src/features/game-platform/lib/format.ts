const MB = 1024 * 1024;

/** Megabytes for the loading line: two decimals below 10 MB (our builds are small), one above. */
export function formatMegabytes(bytes: number): string {
  const mb = Math.max(0, bytes) / MB;
  return mb >= 10 ? mb.toFixed(1) : mb.toFixed(2);
}

/** 'X MB / {size} MB': the share of the build's bytes that has arrived. */
export function downloadedText(progress: number, totalBytes: number): string {
  const p = Math.min(1, Math.max(0, progress));
  return `${formatMegabytes(p * totalBytes)} MB / ${formatMegabytes(totalBytes)} MB`;
}

/** 'Loading game... N%'. */
export function loadingText(label: string, progress: number): string {
  return `${label} ${Math.round(Math.min(1, Math.max(0, progress)) * 100)}%`;
}
