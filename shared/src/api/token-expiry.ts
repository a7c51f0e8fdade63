/** Renew this long before the token's `exp`, so a call never leaves with a token about to lapse. */
export const RENEW_AHEAD_MS = 60_000;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return JSON.parse(atob(padded)) as unknown;
}

/** The token's expiry in ms since the epoch, or null when it is not a JWT with a numeric `exp`. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const exp = (decodeSegment(payload) as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token should be renewed before it is sent (unknown expiry: leave it to the 401 rule). */
export function needsRenewal(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry - now <= RENEW_AHEAD_MS;
}

/** True when the token's `exp` has passed (unknown expiry: false, the api decides). */
export function hasLapsed(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry <= now;
}
