import { afterEach, describe, expect, it, jest } from '@jest/globals';
import axios from 'axios';
import {
  createHttpClient,
  defaultTransport,
  fullUrl,
  HttpError,
  type HttpRequest,
  type Transport,
} from './http';

/** Records each request the client hands to its transport and answers 200. */
function recording() {
  const seen: HttpRequest[] = [];
  const client = createHttpClient('/api/');
  client.transport = async (request) => {
    seen.push(request);
    return { data: { success: true }, status: 200, headers: {} };
  };
  return { client, seen };
}

/** A fetch answering with this status, body text and headers, recording what it was asked. */
function fakeFetch(status: number, text: string, headers: Record<string, string> = {}) {
  const asked: Array<[string, RequestInit]> = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    asked.push([url, init]);
    return {
      status,
      text: async () => text,
      headers: {
        forEach: (visit: (value: string, name: string) => void) =>
          Object.entries(headers).forEach(([n, v]) => visit(v, n)),
      },
    };
  });
  Object.assign(globalThis, { fetch });
  return asked;
}

const original = globalThis.fetch;
afterEach(() => {
  Object.assign(globalThis, { fetch: original });
});

describe('http client', () => {
  it('sends an object as JSON, a multipart body as it is, and no content type without a body', async () => {
    const { client, seen } = recording();
    await client.post('/v1/redeem-item', { itemId: 3 });
    await client.post('/v1/rewards');
    const form = new FormData();
    form.append('picture', 'x');
    await client.post('/v1/user/profile/complete', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    await client.get('/v1/user/profile');

    expect(seen[0]).toMatchObject({
      method: 'post',
      data: '{"itemId":3}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(seen[1]?.data).toBeUndefined();
    expect(seen[1]?.headers).toEqual({});
    expect(seen[2]?.data).toBe(form);
    expect(seen[2]?.headers).toEqual({});
    expect(seen[3]).toMatchObject({ method: 'get', url: '/v1/user/profile', baseURL: '/api/' });
  });

  it('joins a path to the base with one slash and keeps a full URL as it is', () => {
    expect(fullUrl({ baseURL: '/api/', url: '/v1/rewards' })).toBe('/api/v1/rewards');
    expect(fullUrl({ baseURL: '/api', url: 'v1/rewards' })).toBe('/api/v1/rewards');
    expect(fullUrl({ baseURL: '/api', url: 'https://unsub.example/api/encrypt' })).toBe(
      'https://unsub.example/api/encrypt',
    );
  });

  it('runs the failure listeners before the caller sees the failure', async () => {
    const client = createHttpClient('/api');
    const refusal: Transport = async (request) => {
      throw new HttpError('status 402', 'ERR_BAD_REQUEST', request, { status: 402, data: {}, headers: {} });
    };
    client.transport = refusal;
    const heard: unknown[] = [];
    client.onFailure((error) => heard.push(error));
    const error = await client.get('/v1/tasks').catch((e: unknown) => e);
    expect(heard).toEqual([error]);
    expect(error).toMatchObject({ response: { status: 402 } });
  });
});

describe('the fetch transport', () => {
  const request: HttpRequest = {
    method: 'post',
    url: '/v1/jt/gen',
    baseURL: '/api',
    headers: { 'Content-Type': 'application/json' },
    data: '{}',
  };

  it('answers a 2xx with the parsed JSON body and the headers', async () => {
    const asked = fakeFetch(200, '{"success":true}', { access_token: 'token-1' });
    const answer = await defaultTransport(request);
    expect(answer).toEqual({ data: { success: true }, status: 200, headers: { access_token: 'token-1' } });
    expect(asked[0]?.[0]).toBe('/api/v1/jt/gen');
    expect(asked[0]?.[1]).toMatchObject({
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('rejects any other status with the answer, and a lost request with no answer', async () => {
    fakeFetch(400, '{"message":"Not enough credits"}');
    await expect(defaultTransport(request)).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      response: { status: 400, data: { message: 'Not enough credits' } },
    });
    fakeFetch(503, 'upstream down', { 'retry-after': '5' });
    await expect(defaultTransport(request)).rejects.toMatchObject({
      code: 'ERR_BAD_RESPONSE',
      response: { status: 503, data: 'upstream down', headers: { 'retry-after': '5' } },
    });
    Object.assign(globalThis, { fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const lost = await defaultTransport(request).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(HttpError);
    expect(lost).toMatchObject({ code: 'ERR_NETWORK', response: undefined, message: 'Network Error' });
  });
});

describe('an upload that reports its progress', () => {
  const form = new FormData();
  const onUploadProgress = () => undefined;
  const request: HttpRequest = {
    method: 'post',
    url: '/v1/daily-challenges/entry',
    baseURL: '/api',
    headers: {},
    data: form,
    onUploadProgress,
  };

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("goes through axios's XMLHttpRequest adapter, which reports the progress", async () => {
    const asked = fakeFetch(200, '{}');
    const sent = jest
      .spyOn(axios, 'request')
      .mockResolvedValue({ data: { success: true }, status: 200, headers: { 'x-a': '1' } });
    await expect(defaultTransport(request)).resolves.toEqual({
      data: { success: true },
      status: 200,
      headers: { 'x-a': '1' },
    });
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        adapter: 'xhr',
        data: form,
        onUploadProgress,
        url: '/v1/daily-challenges/entry',
        baseURL: '/api',
      }),
    );
    expect(asked).toHaveLength(0);
  });

  it("fails as the fetch transport does: the answer's status, body and headers, or no answer", async () => {
    jest.spyOn(axios, 'request').mockRejectedValueOnce(
      Object.assign(new Error('x'), {
        isAxiosError: true,
        response: { status: 413, data: { message: 'Too large' }, headers: { 'x-request-id': 'r-1' } },
      }),
    );
    await expect(defaultTransport(request)).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      response: { status: 413, data: { message: 'Too large' }, headers: { 'x-request-id': 'r-1' } },
    });
    jest
      .spyOn(axios, 'request')
      .mockRejectedValueOnce(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    await expect(defaultTransport(request)).rejects.toMatchObject({
      code: 'ERR_NETWORK',
      response: undefined,
    });
  });
});
