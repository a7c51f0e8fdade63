import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { session } from '@portal/shared/session';
import { fakeApi, type FakeAnswer } from '@portal/shared/testing';
import { createApiClient } from './client';
import { isUnreachable, retryAfterSeconds, toApiError } from './errors';
import { HttpError } from './http';
import { retryRead } from './query-client';

// A refresh the api did not answer (shed with 503 and Retry-After, or no answer at all) is no
// refusal of the subscriber: the stored token and reference stay, and the call's error is one a
// read is asked again on. A refresh the api refused still signs the subscriber out.

beforeEach(() => session.clearAll());

describe('a refresh the api did not answer', () => {
  const TOKEN_ENDPOINT = 'POST /api/v1/jt/gen';

  /** A client whose requests are all refused with 401, so each one asks for a refresh. */
  function refusingClient() {
    session.setToken('old');
    session.setMsisdn('ref-1');
    const client = createApiClient('/api');
    client.transport = async (request) => {
      throw new HttpError('status 401', 'ERR_BAD_REQUEST', request, { data: {}, status: 401, headers: {} });
    };
    return client;
  }

  it.each([
    ['shed with 503 and Retry-After', { status: 503, headers: { 'retry-after': '3' } }],
    ['not answered', { networkError: true }],
  ] as Array<[string, FakeAnswer]>)(
    'keeps the stored token and reference when the refresh is %s, and passes on an error a read is retried on',
    async (_case, answer) => {
      const api = fakeApi({ [TOKEN_ENDPOINT]: answer });
      try {
        const error = await refusingClient()
          .get('/v1/user/profile')
          .catch((caught: unknown) => caught);

        expect(api.callsTo(TOKEN_ENDPOINT)).toHaveLength(1);
        expect(sessionStorage.getItem('accessToken')).toBe('old');
        expect(sessionStorage.getItem('msisdn')).toBe('ref-1');
        // As it reaches the query client: wrapped by the fetcher, still a failure without an answer.
        const wrapped = toApiError(error, 'Failed to load profile');
        expect(isUnreachable(error)).toBe(true);
        expect(isUnreachable(wrapped)).toBe(true);
        expect(retryRead(0, wrapped)).toBe(true);
        expect(retryAfterSeconds(wrapped)).toBe(answer.status ? 3 : undefined);
      } finally {
        api.restore();
      }
    },
  );

  it('sends no other refresh before the Retry-After of a shed one has passed, and asks again after it', async () => {
    const api = fakeApi({ [TOKEN_ENDPOINT]: { status: 503, headers: { 'retry-after': '3' } } });
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 28, 12));
    try {
      const client = refusingClient();
      await client.get('/v1/user/profile').catch(() => undefined);
      expect(api.callsTo(TOKEN_ENDPOINT)).toHaveLength(1);

      // 2.9 s later another call is refused: no exchange is sent, and the call fails as not answered.
      now.mockReturnValue(Date.UTC(2026, 10, 28, 12) + 2_900);
      const quiet = await client.get('/v1/user/profile').catch((caught: unknown) => caught);
      expect(api.callsTo(TOKEN_ENDPOINT)).toHaveLength(1);
      expect(retryRead(0, toApiError(quiet, 'Failed to load profile'))).toBe(true);
      expect(retryAfterSeconds(quiet)).toBe(3);

      now.mockReturnValue(Date.UTC(2026, 10, 28, 12) + 3_000);
      await client.get('/v1/user/profile').catch(() => undefined);
      expect(api.callsTo(TOKEN_ENDPOINT)).toHaveLength(2);
      expect(session.msisdn()).toBe('ref-1');
    } finally {
      now.mockRestore();
      api.restore();
    }
  });

  it('keeps them when the refresh cannot load axios (the phone went offline before its chunk came)', async () => {
    jest.doMock('axios', () => {
      throw new Error('Loading chunk axios failed.');
    });
    try {
      const error = await refusingClient()
        .get('/v1/user/profile')
        .catch((caught: unknown) => caught);

      expect(error).toMatchObject({ code: 'ERR_NETWORK', cause: { message: 'Loading chunk axios failed.' } });
      expect(isUnreachable(toApiError(error, 'Failed to load profile'))).toBe(true);
      expect(session.token()).toBe('old');
      expect(session.msisdn()).toBe('ref-1');
    } finally {
      jest.dontMock('axios');
    }
  });

  it('still clears them when the api refuses the refresh with 401', async () => {
    const api = fakeApi({ [TOKEN_ENDPOINT]: { status: 401, data: { message: 'Unknown subscriber' } } });
    try {
      const error = await refusingClient()
        .get('/v1/user/profile')
        .catch((caught: unknown) => caught);

      expect(toApiError(error, 'Failed to load profile')).toMatchObject({ status: 401 });
      expect(isUnreachable(error)).toBe(false);
      expect(sessionStorage.getItem('accessToken')).toBeNull();
      expect(sessionStorage.getItem('msisdn')).toBeNull();
    } finally {
      api.restore();
    }
  });
});
