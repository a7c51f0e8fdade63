import { fullUrl, type HttpRequest } from './http';

// Requests a page's first script sent before the portal's code arrived (the entry page's first
// reads, sent by the shell's /early.js the moment the token exchange answers): the api client
// takes each one's answer instead of asking again when a call asks the same thing, with the same
// token, soon after. Anything not taken in time is dropped, so a later call never gets an old answer.

/** One request already on its way: what it asks (method, full URL, Authorization) and its answer. */
export interface SentAhead {
  method: HttpRequest['method'];
  url: string;
  authorization: string;
  answer: Promise<Response>;
}

/** How long an answer sent ahead stays takeable: the entry page asks within start-up's first seconds. */
export const SENT_AHEAD_TTL_MS = 10_000;

const keyOf = (method: string, url: string, authorization: string | undefined) =>
  `${method.toUpperCase()} ${url} ${authorization ?? ''}`;

const waiting = new Map<string, { answer: Promise<Response>; until: number }>();

/** Hands the client requests already sent (each taken once, within SENT_AHEAD_TTL_MS). */
export function adoptSentAhead(requests: readonly SentAhead[], now = Date.now()): void {
  for (const { method, url, authorization, answer } of requests) {
    waiting.set(keyOf(method, url, authorization), { answer, until: now + SENT_AHEAD_TTL_MS });
  }
}

/** The answer of a request sent ahead that asks exactly what `request` asks, taken once; else null. */
export function takeSentAhead(request: HttpRequest, now = Date.now()): Promise<Response> | null {
  if (waiting.size === 0 || request.data !== undefined) return null;
  const key = keyOf(request.method, fullUrl(request), request.headers.Authorization);
  const sent = waiting.get(key);
  waiting.delete(key);
  for (const [other, { until }] of waiting) if (until < now) waiting.delete(other);
  return sent && sent.until >= now ? sent.answer : null;
}
