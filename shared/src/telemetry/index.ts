// Real-user figures for the operator: the Web Vitals (LCP, INP, CLS) of a sampled share of visits
// and their unhandled errors, posted to the api's /api/telemetry. No personal data: no user id, no
// query string, numbers in paths and messages are replaced before anything leaves the browser.
// web-vitals (about 3 KB gzipped) is loaded only for sampled visits, once the page has loaded.

export interface TelemetryOptions {
  /**
   * Share of visits that report, 0..1 (default 0.1). localStorage `pz:telemetry` = `all` forces 1,
   * `none` forces 0 (a benchmark that must see the same visit every run).
   */
  sample?: number;
  endpoint?: string;
  /** Errors one page view may report at most (default 5). */
  maxErrors?: number;
}

type Report =
  | { kind: 'vital'; name: string; value: number; rating: string; page: string }
  | { kind: 'error'; message: string; page: string };

/** The path with numbers and long tokens (ids, references, phone numbers) replaced. */
export function pagePattern(pathname: string): string {
  return (
    pathname
      .split('/')
      .map((part) => (/\d/.test(part) || part.length > 24 ? ':id' : part))
      .join('/') || '/'
  );
}

export function scrubMessage(message: string): string {
  return message.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().slice(0, 200);
}

function forcedSample(): number | undefined {
  try {
    const forced = globalThis.localStorage?.getItem('pz:telemetry');
    return forced === 'all' ? 1 : forced === 'none' ? 0 : undefined;
  } catch {
    return undefined;
  }
}

function send(endpoint: string, report: Report): void {
  // keepalive lets the last figures (CLS, INP are final when the page is hidden) leave with the page.
  void fetch(endpoint, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => {});
}

let started = false;

/** Starts reporting for this visit if it is sampled; answers whether it is. Safe to call twice. */
export function startTelemetry(options: TelemetryOptions = {}, random: () => number = Math.random): boolean {
  if (started || typeof window === 'undefined') return false;
  const sample = forcedSample() ?? options.sample ?? 0.1;
  if (random() >= sample) return false;
  started = true;
  const endpoint = options.endpoint ?? '/api/telemetry';
  const page = () => pagePattern(window.location.pathname);
  let errors = options.maxErrors ?? 5;
  const reportError = (message: string) => {
    if (errors-- <= 0) return;
    send(endpoint, { kind: 'error', message: scrubMessage(message), page: page() });
  };
  window.addEventListener('error', (e) => reportError(e.message || 'Script error'));
  window.addEventListener('unhandledrejection', (e) =>
    reportError(e.reason instanceof Error ? e.reason.message : String(e.reason)),
  );
  // Browsers without the Performance Timeline (and test DOMs) have no vitals to give.
  if (typeof PerformanceObserver === 'undefined' || typeof performance.getEntriesByType !== 'function')
    return true;
  const observe = () =>
    void import('web-vitals').then(({ onLCP, onINP, onCLS }) => {
      const vital = (m: { name: string; value: number; rating: string }) =>
        send(endpoint, { kind: 'vital', name: m.name, value: m.value, rating: m.rating, page: page() });
      onLCP(vital);
      onINP(vital);
      onCLS(vital);
    });
  // The library's download waits for the page's load event (its observers read the entries the
  // browser buffered before), so it never takes a connection the first screen's scripts need.
  if (document.readyState === 'complete') observe();
  else window.addEventListener('load', observe, { once: true });
  return true;
}
