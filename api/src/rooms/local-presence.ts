import { LocalPresence } from '@colyseus/core';

/**
 * Colyseus' in-process presence (one api process, no REDIS_URL), which stops its expiry timers when
 * it shuts down. LocalPresence expires a key with a plain timer (`expire`, `setex`, `hincrbyex`):
 * the room limits' per-minute counters (limits.ts) hold one for two minutes, the matchmaker's own
 * keys for a second or more. Its shutdown() leaves them running, and each one holds the process
 * open after the app has closed (a test worker, a process that leaves its event loop to empty).
 * The keys die with the presence anyway: the next matchmaker setup makes a new one.
 */
export class ClosingLocalPresence extends LocalPresence {
  override shutdown(): void {
    // `timeouts` is private in LocalPresence's typings only: key -> expiry timer.
    const { timeouts } = this as unknown as { timeouts: Record<string, NodeJS.Timeout | undefined> };
    for (const key of Object.keys(timeouts)) {
      clearTimeout(timeouts[key]);
      delete timeouts[key];
    }
    super.shutdown();
  }
}
