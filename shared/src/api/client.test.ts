import axios, { AxiosError, AxiosHeaders } from 'axios';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { portalStore, reffererAtom, session } from '@portal/shared/session';
import { createApiClient } from './client';
import { failedRequest } from '@portal/shared/testing';
import { HttpError, type HttpRequest, type Transport } from './http';
import { REFRESH_MESSAGES } from './refresh';

type Handler = (request: HttpRequest) => { status: number; data?: unknown };

/** A fake transport: answers each request with the handler's status and records what was sent. */
function fakeAdapter(handler: Handler) {
  const seen: HttpRequest[] = [];
  const adapter: Transport = async (request) => {
    seen.push(request);
    const { status, data = {} } = handler(request);
    const response = { data, status, headers: {} };
    if (status >= 400) throw new HttpError(`status ${status}`, 'ERR_BAD_RESPONSE', request, response);
    return response;
  };
  return { adapter, seen };
}

const authHeader = (request: HttpRequest) => request.headers.Authorization;

function mockTokenEndpoint(answer: () => Promise<unknown>) {
  return jest.spyOn(axios, 'post').mockImplementation(answer as never);
}

function setUrl(search: string) {
  window.history.replaceState(null, '', `/somewhere${search}`);
}

beforeEach(() => {
  session.clearAll();
  setUrl('');
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    session.setToken('t1');
    session.setMsisdn('ref-1');
    const { adapter, seen } = fakeAdapter(() => ({ status: 200, data: { ok: true } }));
    const client = createApiClient('/api');
    client.transport = adapter;
    await client.get('/v1/user/profile');
    expect(authHeader(seen[0]!)).toBe('Bearer t1');
  });

  it('refreshes once on a 401 and retries the request once with the new token', async () => {
    session.setToken('old');
    session.setMsisdn('ref-1');
    const post = mockTokenEndpoint(async () => ({ headers: { access_token: 'new' } }));
    const { adapter, seen } = fakeAdapter((config) =>
      authHeader(config) === 'Bearer new' ? { status: 200, data: { value: 42 } } : { status: 401 },
    );
    const client = createApiClient('/api');
    client.transport = adapter;

    const response = await client.get('/v1/user/profile');

    expect(response.data).toEqual({ value: 42 });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toBe('/api/v1/jt/gen');
    expect(post.mock.calls[0]?.[1]).toEqual({ msisdn: 'ref-1', refferer: null });
    expect(seen).toHaveLength(2);
    expect(session.token()).toBe('new');
  });

  it('does not refresh a second time when the retried request fails with 401 again', async () => {
    session.setToken('old');
    session.setMsisdn('ref-1');
    const post = mockTokenEndpoint(async () => ({ headers: { access_token: 'new' } }));
    const { adapter, seen } = fakeAdapter(() => ({ status: 401 }));
    const client = createApiClient('/api');
    client.transport = adapter;

    await expect(client.get('/v1/user/profile')).rejects.toMatchObject({ response: { status: 401 } });
    expect(post).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it("rejects a second failing request with 'Token refreshongoing.' while a refresh runs", async () => {
    session.setToken('old');
    session.setMsisdn('ref-1');
    let release: (value: unknown) => void = () => undefined;
    mockTokenEndpoint(
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    const { adapter } = fakeAdapter((config) =>
      authHeader(config) === 'Bearer new' ? { status: 200, data: 'ok' } : { status: 401 },
    );
    const client = createApiClient('/api');
    client.transport = adapter;

    const first = client.get('/v1/user/profile');
    await waitFor(() => expect(axios.post).toHaveBeenCalled());
    const second = client.get('/v1/active-streak');
    await expect(second).rejects.toThrow(REFRESH_MESSAGES.ongoing);
    release({ headers: { access_token: 'new' } });
    await expect(first).resolves.toMatchObject({ data: 'ok' });
  });

  it("fails with 'MSISDN not found' when neither the session nor the URL has an identity", async () => {
    session.setToken('old');
    const post = mockTokenEndpoint(async () => ({ headers: { access_token: 'new' } }));
    const { adapter } = fakeAdapter(() => ({ status: 401 }));
    const client = createApiClient('/api');
    client.transport = adapter;

    await expect(client.get('/v1/user/profile')).rejects.toThrow(REFRESH_MESSAGES.noMsisdn);
    expect(post).not.toHaveBeenCalled();
    expect(session.token()).toBeNull();
  });

  it('takes the identity from the URL parameter a when the session has none', async () => {
    setUrl('?a=signed-ref');
    const post = mockTokenEndpoint(async () => ({ headers: { access_token: 'new' } }));
    const { adapter } = fakeAdapter((config) =>
      authHeader(config) === 'Bearer new' ? { status: 200 } : { status: 401 },
    );
    const client = createApiClient('/api');
    client.transport = adapter;

    await client.get('/v1/user/profile');
    expect(post.mock.calls[0]?.[1]).toEqual({ msisdn: 'signed-ref', refferer: null });
    expect(session.msisdn()).toBe('signed-ref');
  });

  it("fails with 'No token received from refresh endpoint' and clears the session", async () => {
    session.setToken('old');
    session.setMsisdn('ref-1');
    mockTokenEndpoint(async () => ({ headers: {} }));
    const { adapter } = fakeAdapter(() => ({ status: 401 }));
    const client = createApiClient('/api');
    client.transport = adapter;

    await expect(client.get('/v1/user/profile')).rejects.toThrow(REFRESH_MESSAGES.noToken);
    expect(session.token()).toBeNull();
    expect(session.msisdn()).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('msisdn')).toBeNull();
  });

  it('clears token and msisdn and passes the error on when the refresh call fails', async () => {
    session.setToken('old');
    session.setMsisdn('ref-1');
    const refreshError = new Error('refresh refused');
    mockTokenEndpoint(async () => {
      throw refreshError;
    });
    const { adapter } = fakeAdapter(() => ({ status: 401 }));
    const client = createApiClient('/api');
    client.transport = adapter;

    await expect(client.get('/v1/user/profile')).rejects.toBe(refreshError);
    expect(session.token()).toBeNull();
    expect(session.msisdn()).toBeNull();
  });

  it('passes errors other than 401 through unchanged', async () => {
    session.setToken('t1');
    session.setMsisdn('ref-1');
    const post = mockTokenEndpoint(async () => ({ headers: { access_token: 'new' } }));
    const { adapter } = fakeAdapter(() => ({ status: 500, data: { message: 'boom' } }));
    const client = createApiClient('/api');
    client.transport = adapter;

    await expect(client.get('/v1/user/profile')).rejects.toMatchObject({
      response: { status: 500, data: { message: 'boom' } },
    });
    expect(post).not.toHaveBeenCalled();
  });

  describe('referrer sent with the refresh', () => {
    const cases: Array<[string, string | null, 'gamenow' | null]> = [
      ['?refferer=gamenow', null, 'gamenow'],
      ['?referer=gamenow', null, 'gamenow'],
      ['?refferer=facebook', null, null],
      ['', 'gamenow', 'gamenow'],
      ['', 'other', null],
    ];
    it.each(cases)('URL %j with stored %j sends %j', async (search, stored, expected) => {
      setUrl(search);
      session.setToken('old');
      session.setMsisdn('ref-1');
      if (stored) portalStore.set(reffererAtom, stored);
      const post = mockTokenEndpoint(async () => ({ headers: { access_token: 'new' } }));
      const { adapter } = fakeAdapter((config) =>
        authHeader(config) === 'Bearer new' ? { status: 200 } : { status: 401 },
      );
      const client = createApiClient('/api');
      client.transport = adapter;
      await client.get('/v1/user/profile');
      expect(post.mock.calls[0]?.[1]).toEqual({ msisdn: 'ref-1', refferer: expected });
    });
  });
});

describe('toApiError', () => {
  it("keeps the server's message, else the screen's fallback, and keeps an ApiError as raised", async () => {
    const { ApiError, toApiError } = await import('./errors');
    const raised = new ApiError('Failed to fetch tournaments', { body: { success: false } });
    expect(toApiError(raised, 'Failed to load tournaments')).toBe(raised);
    const withMessage = new AxiosError('x', '400', undefined, null, {
      data: { success: false, message: 'Not enough credits' },
      status: 400,
      statusText: '400',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });
    expect(toApiError(withMessage, 'Redemption failed. Please try again.').message).toBe(
      'Not enough credits',
    );
    const answered = failedRequest(400, { success: false, message: 'Not enough credits' });
    const refused = toApiError(answered, 'Redemption failed. Please try again.');
    expect(refused).toMatchObject({ message: 'Not enough credits', status: 400 });
    const unreachable = failedRequest();
    expect(toApiError(unreachable, 'Failed to load rewards')).toMatchObject({
      message: 'Failed to load rewards',
      status: undefined,
    });
    expect(toApiError(new Error('network'), 'Failed to load rewards').message).toBe('Failed to load rewards');
  });
});

describe('assertSuccess', () => {
  it('passes a successful answer through and fails any other with its errors message or the default', async () => {
    const { assertSuccess } = await import('./errors');
    const ok = { success: true, data: [1] };
    expect(assertSuccess(ok, 'Failed to load leaderboard')).toBe(ok);
    expect(() => assertSuccess({ success: false, errors: 'Season closed' }, 'x')).toThrow('Season closed');
    expect(() => assertSuccess({ success: false, errors: '  ' }, 'Failed to load leaderboard')).toThrow(
      'Failed to load leaderboard',
    );
    expect(() => assertSuccess({ success: 'true', errors: { a: 1 } }, 'Failed to fetch daily games')).toThrow(
      'Failed to fetch daily games',
    );
    expect(() => assertSuccess(undefined, 'Failed to fetch highlights')).toThrow(
      'Failed to fetch highlights',
    );
  });
});
