// The console's one HTTP client: the staff session travels in an HttpOnly cookie (never readable
// here), and every write carries the CSRF token the session endpoint hands out. Failures become an
// OperatorApiError with the api's own message, so screens never parse raw responses.

export const OPERATOR_API = '/api/operator';

export class OperatorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OperatorApiError';
  }
}

let csrfToken = '';

/** Kept in memory only: a new page load asks the session endpoint again. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token ?? '';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function unwrap(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: unknown }).data;
  return body;
}

function messageOf(body: unknown, status: number): string {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message) return message;
  if (status === 401) return 'Please sign in.';
  if (status === 403) return 'Your role does not allow this.';
  return `The server answered ${status}.`;
}

/** The api's answer as sent ({ success, message, data }), before unwrapping. */
async function opFetch(method: Method, path: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`${OPERATOR_API}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new OperatorApiError(0, 'The server cannot be reached. Check the connection and try again.');
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) throw new OperatorApiError(response.status, messageOf(parsed, response.status));
  return parsed;
}

export async function opRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return unwrap(await opFetch(method, path, body)) as T;
}

/** A write whose answer's own message is shown to staff ('Approved; 20 credits added.'), with its data. */
export interface Answered<T> {
  data: T;
  message: string | null;
}

export async function opPostAnswered<T>(path: string, body: unknown = {}): Promise<Answered<T>> {
  const parsed = await opFetch('POST', path, body);
  const message = parsed && typeof parsed === 'object' ? (parsed as { message?: unknown }).message : null;
  return { data: unwrap(parsed) as T, message: typeof message === 'string' && message ? message : null };
}

export const opGet = <T>(path: string) => opRequest<T>('GET', path);
export const opPost = <T>(path: string, body: unknown = {}) => opRequest<T>('POST', path, body);
export const opPatch = <T>(path: string, body: unknown) => opRequest<T>('PATCH', path, body);

/** A query string from the set values only. */
export function query(
  params: Record<string, string | number | readonly (string | number)[] | undefined | null>,
): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // A list repeats its key (status=3&status=4).
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined && one !== null && one !== '') q.append(key, String(one));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
