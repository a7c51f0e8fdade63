import { apiClient } from './client';
import { assertSuccess, toApiError } from './errors';
import type { HttpClient, RequestConfig } from './http';

/** One call to the api, as every endpoint fetcher describes it. */
export interface ApiCall {
  method: 'GET' | 'POST';
  /** Under the api base URL, e.g. '/v1/rewards'; a full URL for a service outside it. */
  path: string;
  body?: unknown;
  /** The message when the call fails and the server sent none (the screen's fallback). */
  fallback: string;
  /** When set, an answer whose `success` is not true fails with its `errors` value, or this message. */
  successOr?: string;
  /** Headers, upload progress and the like. */
  config?: RequestConfig;
  /** Another client than the portal's (a service outside the api); the portal's by default. */
  client?: HttpClient;
}

/** get/post with only the arguments given, so a test spying on the client sees the call as written. */
function send<T>(client: HttpClient, { method, path, body, config }: ApiCall) {
  if (method === 'GET') return config ? client.get<T>(path, config) : client.get<T>(path);
  if (config) return client.post<T>(path, body, config);
  return body === undefined ? client.post<T>(path) : client.post<T>(path, body);
}

/**
 * The one fetch convention of the front ends: resolves with the answer's body, or rejects with an
 * ApiError whose message a screen may show as is (the server's message, else `fallback`). Screens
 * never turn errors into messages themselves.
 */
export async function apiCall<T>(call: ApiCall): Promise<T> {
  const client = call.client ?? apiClient;
  let data: T;
  try {
    ({ data } = await send<T>(client, call));
  } catch (error) {
    throw toApiError(error, call.fallback);
  }
  return call.successOr === undefined ? data : assertSuccess(data, call.successOr);
}

/** A multipart body from a flat object: Blobs as files, other values as text, nulls left out. */
export function formData(input: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}
