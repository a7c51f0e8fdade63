import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { apiClient, HttpError, serviceClient, type HttpRequest, type Transport } from '@portal/shared/api';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  /** Never answers (a request in flight). */
  hang?: boolean;
  /** No answer at all, as when the api is down. */
  networkError?: boolean;
  /** Answer headers (names lower case), e.g. the token exchange's `access_token`. */
  headers?: Record<string, string>;
}

/** A fixed answer, or one computed from the request's JSON body (and the whole request). */
export type FakeRoute =
  FakeAnswer | ((body: Record<string, unknown>, request: HttpRequest) => FakeAnswer | Promise<FakeAnswer>);

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
 * The one fake api of the component tests: answers the portal's requests from a table keyed
 * 'METHOD /path', so the real fetchers, their error rules and the screens run together without a
 * server. It stands in for the transport of the api client and of the service client (the token
 * exchange, the unsubscribe service), and for axios (the token refresh). Unlisted calls answer 404.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const original = {
    api: apiClient.transport,
    service: serviceClient.transport,
    axios: axios.defaults.adapter,
  };
  const calls: FakeCall[] = [];
  const transport: Transport = async (request) => {
    const method = request.method.toUpperCase();
    const url = `/${request.url.replace(/^\/+/, '')}`;
    const body = parseBody(request.data);
    calls.push({ method, url, body, data: request.data });
    const route = routes[`${method} ${url}`];
    const answer: FakeAnswer =
      typeof route === 'function'
        ? await route(body, request)
        : (route ?? { status: 404, data: { success: false, message: 'Not found' } });
    if (answer.hang) return new Promise(() => undefined);
    if (answer.networkError) throw new HttpError('Network Error', 'ERR_NETWORK', request);
    const status = answer.status ?? 200;
    const response = { data: answer.data ?? {}, status, headers: { ...answer.headers } };
    if (status >= 400) throw new HttpError(`status ${status}`, 'ERR_BAD_RESPONSE', request, response);
    return response;
  };
  // axios's own requests (the refresh) reach the same table, answered in axios's shape.
  const axiosAdapter: AxiosAdapter = async (config) => {
    const request: HttpRequest = {
      method: (config.method ?? 'get') === 'post' ? 'post' : 'get',
      url: config.url ?? '',
      baseURL: config.baseURL ?? '',
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)])),
      ...(typeof config.data === 'string' || config.data instanceof FormData ? { data: config.data } : {}),
    };
    try {
      const answer = await transport(request);
      return { ...answer, statusText: String(answer.status), config };
    } catch (error) {
      const answer = error instanceof HttpError ? error.response : undefined;
      throw new AxiosError(
        (error as Error).message,
        answer ? 'ERR_BAD_RESPONSE' : 'ERR_NETWORK',
        config,
        {},
        answer && { ...answer, statusText: String(answer.status), config },
      );
    }
  };
  apiClient.transport = transport;
  serviceClient.transport = transport;
  axios.defaults.adapter = axiosAdapter;
  const callsTo = (key: string) =>
    calls.filter((c) => (key.startsWith('/') ? c.url === key : `${c.method} ${c.url}` === key));
  return {
    calls,
    callsTo,
    bodiesTo: (key) => callsTo(key).map((c) => c.body),
    restore: () => {
      apiClient.transport = original.api;
      serviceClient.transport = original.service;
      axios.defaults.adapter = original.axios;
    },
  };
}

/** A 200 answer `{ success: true, data }`. */
export const ok = <T>(data: T): FakeAnswer => ({ status: 200, data: { success: true, data } });

/** What the api client rejects with: an answer with this status and body, or (no status) no answer at all. */
export function failedRequest(status?: number, data: unknown = {}): HttpError {
  const request: HttpRequest = { method: 'get', url: '/', baseURL: '', headers: {} };
  if (status === undefined) return new HttpError('Network Error', 'ERR_NETWORK', request);
  return new HttpError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', request, {
    status,
    data,
    headers: {},
  });
}
