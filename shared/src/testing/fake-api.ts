import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@portal/shared/api';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  /** Never answers (a request in flight). */
  hang?: boolean;
  /** No answer at all, as when the api is down. */
  networkError?: boolean;
}

/** A fixed answer, or one computed from the request's JSON body (and its whole config). */
export type FakeRoute =
  | FakeAnswer
  | ((body: Record<string, unknown>, config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeCall {
  method: string;
  url: string;
  /** The JSON body, parsed ({} for none or for a multipart body). */
  body: Record<string, unknown>;
  /** The body as sent (a JSON string or FormData). */
  data: unknown;
}

export interface FakeApi {
  calls: FakeCall[];
  /** The calls to 'METHOD /path', or to '/path' whatever the method. */
  callsTo: (key: string) => FakeCall[];
  /** The JSON bodies of those calls. */
  bodiesTo: (key: string) => Array<Record<string, unknown>>;
  restore: () => void;
}

function parseBody(data: unknown): Record<string, unknown> {
  return typeof data === 'string' && data ? (JSON.parse(data) as Record<string, unknown>) : {};
}

/**
 * The one fake api of the component tests: answers the shared api client's requests from a table
 * keyed 'METHOD /path', so the real fetchers, their error rules and the screens run together
 * without a server. Calls outside the api (the unsubscribe service) go through axios itself and are
 * answered too. Unlisted calls answer 404.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const original = { api: apiClient.defaults.adapter, axios: axios.defaults.adapter };
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = `/${(config.url ?? '').replace(/^\/+/, '')}`;
    const body = parseBody(config.data);
    calls.push({ method, url, body, data: config.data });
    const route = routes[`${method} ${url}`];
    const answer: FakeAnswer =
      typeof route === 'function'
        ? await route(body, config)
        : (route ?? { status: 404, data: { success: false, message: 'Not found' } });
    if (answer.hang) return new Promise(() => undefined);
    if (answer.networkError) throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const status = answer.status ?? 200;
    const response = { data: answer.data ?? {}, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, String(status), config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  axios.defaults.adapter = adapter;
  const callsTo = (key: string) =>
    calls.filter((c) => (key.startsWith('/') ? c.url === key : `${c.method} ${c.url}` === key));
  return {
    calls,
    callsTo,
    bodiesTo: (key) => callsTo(key).map((c) => c.body),
    restore: () => {
      apiClient.defaults.adapter = original.api;
      axios.defaults.adapter = original.axios;
    },
  };
}

/** A 200 answer `{ success: true, data }`. */
export const ok = <T>(data: T): FakeAnswer => ({ status: 200, data: { success: true, data } });
