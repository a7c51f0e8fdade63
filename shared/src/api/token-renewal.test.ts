import { beforeEach, describe, expect, it } from '@jest/globals';
import { session } from '@portal/shared/session';
import { createApiClient, refreshSettled } from './client';
import { isUnreachable } from './errors';
import { HttpError, type Transport } from './http';
import { withRefreshRetry } from './query-client';
import { failedRequest } from '../testing/fake-api';
import { REFRESH_MESSAGES } from './refresh';
import { needsRenewal, tokenExpiry } from './token-expiry';

/** A JWT-shaped token whose payload carries `exp` (seconds), as the api issues. */
function jwt(expMs: number, id = 'x'): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(expMs / 1000), id })}.sig`;
}

/** Answers 200 to the accepted token, 401 to any other, and records the bearer of each request. */
function server(accepted: () => string) {
  const sent: string[] = [];
  const adapter: Transport = async (request) => {
    const bearer = String(request.headers.Authorization);
    sent.push(bearer);
    const ok = bearer === `Bearer ${accepted()}`;
    const response = { data: ok ? 'ok' : {}, status: ok ? 200 : 401, headers: {} };
    if (!ok) throw new HttpError('401', 'ERR_BAD_REQUEST', request, response);
    return response;
  };
  return { adapter, sent };
}

beforeEach(() => session.clearAll());

describe('token expiry', () => {
  it('reads exp from the payload and renews within a minute of it', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(tokenExpiry(jwt(now + 900_000))).toBe(now + 900_000);
    expect(tokenExpiry('opaque-token')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
    expect(needsRenewal(jwt(now + 61_000), now)).toBe(false);
    expect(needsRenewal(jwt(now + 59_000), now)).toBe(true);
    expect(needsRenewal(jwt(now - 1_000), now)).toBe(true);
    expect(needsRenewal('opaque-token', now)).toBe(false);
  });
});

describe('renewal before expiry', () => {
  it('renews a lapsing token once for many parallel calls, none of which is refused', async () => {
    const fresh = jwt(Date.now() + 900_000, 'fresh');
    session.setToken(jwt(Date.now() + 10_000, 'old'));
    session.setMsisdn('ref-1');
    let renewals = 0;
    const client = createApiClient('/api', async (msisdn) => {
      renewals += 1;
      expect(msisdn).toBe('ref-1');
      await new Promise((resolve) => setTimeout(resolve, 20));
      return fresh;
    });
    const { adapter, sent } = server(() => fresh);
    client.transport = adapter;

    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => client.get(`/v1/call-${i}`)));

    expect(answers.map((a) => a.data)).toEqual(Array(8).fill('ok'));
    expect(renewals).toBe(1);
    expect(sent).toEqual(Array(8).fill(`Bearer ${fresh}`));
    expect(session.token()).toBe(fresh);
  });

  it("keeps the refresh rule: a call failing during a refresh is refused with 'Token refreshongoing.', and succeeds when retried after it", async () => {
    // The server's clock is ahead: the token looks valid here but the api refuses it.
    const stale = jwt(Date.now() + 900_000, 'stale');
    const fresh = jwt(Date.now() + 1_800_000, 'fresh');
    session.setToken(stale);
    session.setMsisdn('ref-1');
    let release: (token: string) => void = () => undefined;
    const client = createApiClient('/api', () => new Promise<string>((resolve) => (release = resolve)));
    const { adapter } = server(() => fresh);
    client.transport = adapter;

    const first = client.get('/v1/user/profile');
    // Let the first call's 401 start the refresh before the second call's 401 arrives.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = client.get('/v1/active-streak').catch((error: unknown) => error);
    expect(await refused).toMatchObject({ message: REFRESH_MESSAGES.ongoing });

    const retried = withRefreshRetry(() => client.get('/v1/active-streak'));
    release(fresh);
    await refreshSettled();
    await expect(first).resolves.toMatchObject({ data: 'ok' });
    await expect(retried).resolves.toMatchObject({ data: 'ok' });
  });

  it('retries a 401 of a call sent with a token already replaced, without a second refresh', async () => {
    const fresh = jwt(Date.now() + 900_000, 'fresh');
    session.setToken(jwt(Date.now() + 900_000, 'old'));
    session.setMsisdn('ref-1');
    let renewals = 0;
    const client = createApiClient('/api', async () => {
      renewals += 1;
      return fresh;
    });
    const { adapter, sent } = server(() => fresh);
    // While the call is on its way, another call's refresh stores the fresh token.
    client.transport = async (request) => {
      if (sent.length === 0) session.setToken(fresh);
      return adapter(request);
    };

    await expect(client.get('/v1/one')).resolves.toMatchObject({ data: 'ok' });
    expect(renewals).toBe(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(`Bearer ${fresh}`);
  });

  it('sends the call with the current token when its renewal is not answered, and keeps the session', async () => {
    const current = jwt(Date.now() + 30_000, 'current');
    session.setToken(current);
    session.setMsisdn('ref-1');
    let renewals = 0;
    const client = createApiClient('/api', async () => {
      renewals += 1;
      throw failedRequest(503);
    });
    const { adapter, sent } = server(() => current);
    client.transport = adapter;

    await expect(client.get('/v1/user/profile')).resolves.toMatchObject({ data: 'ok' });
    expect(renewals).toBe(1);
    expect(sent).toEqual([`Bearer ${current}`]);
    expect(session.token()).toBe(current);
    expect(session.msisdn()).toBe('ref-1');
  });

  it('passes the unanswered renewal of a lapsed token on, sending nothing and keeping the session', async () => {
    const lapsed = jwt(Date.now() - 1_000, 'lapsed');
    session.setToken(lapsed);
    session.setMsisdn('ref-1');
    const client = createApiClient('/api', async () => {
      throw failedRequest();
    });
    const { adapter, sent } = server(() => lapsed);
    client.transport = adapter;

    const error = await client.get('/v1/user/profile').catch((caught: unknown) => caught);
    expect(isUnreachable(error)).toBe(true);
    expect(sent).toEqual([]);
    expect(session.token()).toBe(lapsed);
    expect(session.msisdn()).toBe('ref-1');
  });

  it('passes a refused renewal on and signs out, as a refused refresh does', async () => {
    session.setToken(jwt(Date.now() + 30_000, 'current'));
    session.setMsisdn('ref-1');
    const client = createApiClient('/api', async () => {
      throw failedRequest(401);
    });
    const { adapter, sent } = server(() => 'none');
    client.transport = adapter;

    await expect(client.get('/v1/user/profile')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sent).toEqual([]);
    expect(session.token()).toBeNull();
    expect(session.msisdn()).toBeNull();
  });
});
