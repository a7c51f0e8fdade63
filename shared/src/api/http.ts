// The transport under the api client. Ordinary calls go out with the browser's own `fetch`, so a
// first visit loads no HTTP library; axios (a federation singleton, in its own chunk) is loaded only
// for what fetch cannot do or what the product names it for: an upload that reports its progress,
// and the token refresh (refresh.ts).

/** A request as the transport sees it (method, url and baseURL as axios names them). */
export interface HttpRequest {
  method: 'get' | 'post';
  /** As the call gave it: a path under `baseURL`, or a full URL. */
  url: string;
  baseURL: string;
  headers: Record<string, string>;
  /** JSON text, a multipart body, or nothing. */
  data?: string | FormData;
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

/** An answer: the parsed body (JSON, else the text), the status and the headers (names lower case). */
export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

/** Sends one request; resolves with a 2xx answer, rejects with an HttpError otherwise. */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/** What a call may add: headers, and an upload's progress (which takes the call through axios). */
export interface RequestConfig {
  headers?: Record<string, string>;
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

/** A failed request: `response` is the answer when one came (any status outside 2xx), else none. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: 'ERR_NETWORK' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE',
    readonly request: HttpRequest,
    readonly response?: HttpResponse,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'HttpError';
  }
}

/** What a failed request's answer says: its status, body and headers (none when no answer came). */
export interface FailedAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, unknown>;
}

/** The answer of a failed request, from this transport or from axios (whose errors carry one too). */
export function failedAnswer(error: unknown): FailedAnswer | undefined {
  if (error instanceof HttpError) return error.response ?? {};
  if ((error as { isAxiosError?: unknown } | null)?.isAxiosError === true) {
    return (error as { response?: FailedAnswer }).response ?? {};
  }
  return undefined;
}

/** The request's URL: a full URL as it is, a path joined to the base with one slash. */
export function fullUrl({ url, baseURL }: Pick<HttpRequest, 'url' | 'baseURL'>): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url) || !baseURL) return url;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function parsed(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failure(request: HttpRequest, response: HttpResponse): HttpError {
  const code = response.status >= 400 && response.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
  return new HttpError(`Request failed with status code ${response.status}`, code, request, response);
}

/** An upload that reports its progress: through axios's XMLHttpRequest adapter, loaded on first use. */
async function axiosTransport(request: HttpRequest): Promise<HttpResponse> {
  const { default: axios } = await import('axios');
  try {
    const answer = await axios.request({ ...request, adapter: 'xhr' });
    return {
      data: answer.data as unknown,
      status: answer.status,
      headers: { ...answer.headers } as Record<string, string>,
    };
  } catch (error) {
    const answer = failedAnswer(error);
    if (answer?.status === undefined)
      throw new HttpError('Network Error', 'ERR_NETWORK', request, undefined, error);
    const headers = { ...answer.headers } as Record<string, string>;
    throw failure(request, { data: answer.data, status: answer.status, headers });
  }
}

/**
 * The answer to `request` from a fetch already sent for it (the transport's own, or one a page's
 * first script sent before the portal's code arrived): resolves with a 2xx answer, rejects with an
 * HttpError otherwise, as every transport does.
 */
export async function settleFetch(request: HttpRequest, sent: Promise<Response>): Promise<HttpResponse> {
  let answer: HttpResponse;
  try {
    const response = await sent;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    answer = { data: parsed(await response.text()), status: response.status, headers };
  } catch (error) {
    throw new HttpError('Network Error', 'ERR_NETWORK', request, undefined, error);
  }
  if (answer.status < 200 || answer.status >= 300) throw failure(request, answer);
  return answer;
}

/** The default transport: fetch, or axios for an upload that reports its progress. */
export const defaultTransport: Transport = async (request) => {
  if (request.onUploadProgress) return axiosTransport(request);
  return settleFetch(
    request,
    fetch(fullUrl(request), {
      method: request.method.toUpperCase(),
      headers: request.headers,
      body: request.data,
    }),
  );
};

/** get/post in axios's shape (the answer's `data`, `status` and `headers`) over a swappable transport. */
export interface HttpClient {
  get<T = unknown, R = HttpResponse<T>>(url: string, config?: RequestConfig): Promise<R>;
  post<T = unknown, R = HttpResponse<T>>(url: string, body?: unknown, config?: RequestConfig): Promise<R>;
  /** Where requests go: the default transport, or a test's fake. */
  transport: Transport;
  /** Runs on every call that fails, before the caller sees the failure. */
  onFailure(listener: (error: unknown) => void): void;
}

/**
 * A request's headers and body: JSON for an object (sent as `application/json`), a multipart body
 * as it is (its type and boundary set by the browser), and no content type without a body (the api
 * refuses an empty body that says it is JSON).
 */
function requestOf(
  method: HttpRequest['method'],
  url: string,
  baseURL: string,
  body: unknown,
  config?: RequestConfig,
) {
  const headers: Record<string, string> = { ...config?.headers };
  const request: HttpRequest = { method, url, baseURL, headers };
  if (body instanceof FormData) {
    delete headers['Content-Type'];
    request.data = body;
  } else if (body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    request.data = typeof body === 'string' ? body : JSON.stringify(body);
  } else {
    delete headers['Content-Type'];
  }
  if (config?.onUploadProgress) request.onUploadProgress = config.onUploadProgress;
  return request;
}

/**
 * A client for `baseURL`. `send` is the way each request takes to the transport (the api client's
 * token rules); by default it goes straight there.
 */
export function createHttpClient(
  baseURL = '',
  send: (request: HttpRequest, client: HttpClient) => Promise<HttpResponse> = (request, client) =>
    client.transport(request),
): HttpClient {
  const listeners: Array<(error: unknown) => void> = [];
  const run = async (request: HttpRequest) => {
    try {
      return await send(request, client);
    } catch (error) {
      for (const listener of listeners) listener(error);
      throw error;
    }
  };
  const client: HttpClient = {
    transport: defaultTransport,
    get: (url, config) => run(requestOf('get', url, baseURL, undefined, config)) as never,
    post: (url, body, config) => run(requestOf('post', url, baseURL, body, config)) as never,
    onFailure: (listener) => void listeners.push(listener),
  };
  return client;
}

/**
 * The client for calls that carry no portal token: the start-up token exchange and services outside
 * the api (the unsubscribe service).
 */
export const serviceClient = createHttpClient();
