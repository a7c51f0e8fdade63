import { productConfig } from '@portal/shared/config';
import { session } from '@portal/shared/session';
import type { EslGameSessionRequest } from '@portal/contracts';

/**
 * POST /v1/esl-games/exit while the tab is closing: a keepalive fetch outlives the page and,
 * unlike sendBeacon, carries the bearer token. Fire and forget; returns whether it was sent.
 */
export function exitEslGameOnUnload(input: EslGameSessionRequest): boolean {
  const token = session.token();
  if (typeof fetch !== 'function') return false;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  fetch(`${productConfig.apiBaseUrl}/v1/esl-games/exit`, {
    method: 'POST',
    keepalive: true,
    headers,
    body: JSON.stringify(input),
  }).catch(() => undefined);
  return true;
}
