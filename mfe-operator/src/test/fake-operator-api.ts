// Answers the console's fetch calls in memory, so the real client (CSRF header, error mapping) runs.
import { jest } from '@jest/globals';
import type { StaffRole } from '../lib/roles';

export interface Answer {
  status?: number;
  body: unknown;
}

export type Routes = Record<string, (body: unknown) => Answer>;

export interface Call {
  method: string;
  path: string;
  /** The query string ('?status=3&status=4'; '' without one). */
  search: string;
  body: unknown;
  csrf: string | null;
}

/** `routes` keys are 'METHOD /path' under /api/operator, with the query string left out. */
export function fakeOperatorApi(routes: Routes) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/api/operator', '');
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method, path, search: url.search, body, csrf: headers['x-csrf-token'] ?? null });
    const handler = routes[`${method} ${path}`];
    const answer = handler ? handler(body) : { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls };
}

/** The session answer for a signed-in staff member of this role. */
export function sessionOf(role: StaffRole): Answer {
  return {
    body: {
      success: true,
      data: {
        staff: { id: 1, username: `${role}1`, name: `A ${role}`, role },
        csrfToken: 'csrf-123',
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
    },
  };
}

export const ok = (data: unknown): Answer => ({ body: { success: true, data } });

/** A write's answer with the api's own message ('Approved; 20 credits added.'), and data if any. */
export const said = (message: string, data?: unknown): Answer => ({ body: { success: true, message, data } });
