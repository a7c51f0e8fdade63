import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { session } from '@portal/shared/session';
import { createApiClient } from './client';
import { HttpError, type HttpRequest, type Transport } from './http';
import { adoptSentAhead, SENT_AHEAD_TTL_MS, takeSentAhead } from './sent-ahead';

// The entry page's first reads, sent by /early.js before the portal's code arrived: the client takes
// an answer only for the same call with the same token, once, and only soon after.

const answered = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

function recordingTransport() {
  const seen: HttpRequest[] = [];
  const transport: Transport = async (request) => {
    seen.push(request);
    if (request.headers.Authorization !== 'Bearer fresh') {
      const response = { data: { message: 'expired' }, status: 401, headers: {} };
      throw new HttpError('status 401', 'ERR_BAD_REQUEST', request, response);
    }
    return { data: { from: 'transport' }, status: 200, headers: {} };
  };
  return { seen, transport };
}

const sentAhead = (
  status: number,
  body: unknown,
  authorization = 'Bearer t1',
  url = '/api/v1/user/profile',
) => ({
  method: 'get' as const,
  url,
  authorization,
  answer: answered(status, body),
});

beforeEach(() => {
  session.clearAll();
  session.setToken('t1');
  session.setMsisdn('ref-1');
});
afterEach(() => {
  jest.restoreAllMocks();
  // whatever a test left waiting
  takeSentAhead({
    method: 'get',
    url: '/api/v1/user/profile',
    baseURL: '',
    headers: { Authorization: 'Bearer t1' },
  });
});

describe('answers sent ahead', () => {
  it('answers the same call with the same token from the request already sent, once', async () => {
    const client = createApiClient('/api');
    const { seen, transport } = recordingTransport();
    client.transport = transport;
    adoptSentAhead([sentAhead(200, { from: 'early' })]);
    await expect(client.get('/v1/user/profile')).resolves.toMatchObject({
      data: { from: 'early' },
      status: 200,
    });
    expect(seen).toHaveLength(0);
    // taken: the next call asks the api
    session.setToken('fresh');
    await expect(client.get('/v1/user/profile')).resolves.toMatchObject({ data: { from: 'transport' } });
    expect(seen).toHaveLength(1);
  });

  it('is not taken by another address, another token or another method', async () => {
    const client = createApiClient('/api');
    const { seen, transport } = recordingTransport();
    client.transport = transport;
    session.setToken('fresh');
    adoptSentAhead([sentAhead(200, { from: 'early' }, 'Bearer t1')]);
    await expect(client.get('/v1/user/profile')).resolves.toMatchObject({ data: { from: 'transport' } });
    adoptSentAhead([sentAhead(200, { from: 'early' }, 'Bearer fresh', '/api/v1/rewards')]);
    await expect(client.post('/v1/rewards')).resolves.toMatchObject({ data: { from: 'transport' } });
    await expect(client.get('/v1/user/profile')).resolves.toMatchObject({ data: { from: 'transport' } });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'get /v1/user/profile',
      'post /v1/rewards',
      'get /v1/user/profile',
    ]);
  });

  it('is dropped once SENT_AHEAD_TTL_MS has passed', () => {
    const now = Date.now();
    adoptSentAhead([sentAhead(200, {})], now);
    const request: HttpRequest = {
      method: 'get',
      url: '/v1/user/profile',
      baseURL: '/api',
      headers: { Authorization: 'Bearer t1' },
    };
    expect(takeSentAhead(request, now + SENT_AHEAD_TTL_MS + 1)).toBeNull();
    adoptSentAhead([sentAhead(200, {})], now);
    expect(takeSentAhead(request, now + SENT_AHEAD_TTL_MS)).not.toBeNull();
  });

  it('an answer that refuses the token goes through the client rule: one refresh, one retry', async () => {
    const post = jest.spyOn(axios, 'post').mockResolvedValue({ headers: { access_token: 'fresh' } });
    const client = createApiClient('/api');
    const { seen, transport } = recordingTransport();
    client.transport = transport;
    adoptSentAhead([sentAhead(401, { message: 'expired' })]);
    await expect(client.get('/v1/user/profile')).resolves.toMatchObject({ data: { from: 'transport' } });
    expect(post).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.headers.Authorization)).toEqual(['Bearer fresh']);
    expect(session.token()).toBe('fresh');
  });

  it('a failed answer fails the call as the transport would (its status and body)', async () => {
    const client = createApiClient('/api');
    client.transport = recordingTransport().transport;
    adoptSentAhead([sentAhead(503, { message: 'busy' })]);
    const failure = await client.get('/v1/user/profile').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).response).toMatchObject({ status: 503, data: { message: 'busy' } });
  });
});
