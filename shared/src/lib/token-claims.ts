/** The claims of the access token the portal reads itself (the api checks the signature). */
export interface TokenClaims {
  /** 1 when the visitor came from the partner game platform (gamenow). */
  gn?: number;
  msisdn?: string;
  sub?: string;
  exp?: number;
}

/**
 * Decodes a JWT's payload without verifying it: the claims only steer the UI (docs/product/access-and-start-up.md,
 * the gn flag); every request is still checked by the api. Anything malformed gives {}.
 */
export function tokenClaims(token: string | null | undefined): TokenClaims {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as TokenClaims) : {};
  } catch {
    return {};
  }
}

/** docs/product/access-and-start-up.md: the token flag gn equals 1 for partner (gamenow) users. */
export function isPartnerToken(token: string | null | undefined): boolean {
  return tokenClaims(token).gn === 1;
}
