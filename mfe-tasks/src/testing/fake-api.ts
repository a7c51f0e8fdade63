import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@portal/shared/api';
import { session } from '@portal/shared/session';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  /** No answer at all, as when the api is down. */
  networkError?: boolean;
}
export type FakeRoute = FakeAnswer | ((request: InternalAxiosRequestConfig) => FakeAnswer);

/**
 * Answers the shared api client's requests from a table ('POST /v1/update-daily-streak') so the
 * real fetchers, their error rules and the screens run together. Unlisted calls fail with 404.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route(config) : (route ?? { status: 404, data: {} });
    if (answer.networkError) throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const status = answer.status ?? 200;
    const response = { data: answer.data ?? {}, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, String(status), config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  const callsTo = (key: string) =>
    calls.filter((c) => `${(c.method ?? 'get').toUpperCase()} ${c.url}` === key);
  return { calls, callsTo };
}

/** A signed-in subscriber, as the shell leaves the session after start-up. */
export function signIn() {
  session.setToken('test-token');
  session.setMsisdn('test-ref');
}

export const ok = <T>(data: T) => ({ status: 200, data: { success: true, data } });
