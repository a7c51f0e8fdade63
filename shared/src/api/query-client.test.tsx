import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useMutation, useQuery } from '@portal/shared/query';
import { profileQueryOptions } from './endpoints/core/get-profile';
import { ApiError } from './errors';
import { apiCall } from './api-call';
import { createQueryClient, readRetryDelay, retryRead } from './query-client';
import { REFRESH_MESSAGES } from './refresh';
import { session } from '@portal/shared/session';
import { fakeApi, failedRequest, ok, type FakeAnswer, type FakeApi } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render';
import { signIn } from '../testing/session';
import { notTimeouts } from '../testing/timers';

// A read the api did not answer (a busy api sheds it with 503 and Retry-After, a gateway answers
// 502/504, or nothing comes back) is asked again before its error reaches the screen; an answer of
// the api is shown at once, and a write keeps the refresh rule alone.

const PROFILE = 'GET /v1/user/profile';
const shed = (retryAfter?: string): FakeAnswer => ({
  status: 503,
  data: { message: 'Service Unavailable' },
  ...(retryAfter === undefined ? {} : { headers: { 'retry-after': retryAfter } }),
});
/** Answers `refusals` in turn, then the profile. */
const refusedThenAnswered = (...refusals: FakeAnswer[]) => {
  const left = [...refusals];
  return () => left.shift() ?? ok({ credits: 5000 });
};

function Credits() {
  const profile = useQuery(profileQueryOptions());
  if (profile.isError) return <p role="alert">{profile.error.message}</p>;
  return <p>{profile.data ? `${profile.data.credits} credits` : 'Loading'}</p>;
}

function Redeem() {
  const redeem = useMutation({
    mutationFn: () => apiCall({ method: 'POST', path: '/v1/redeem-item', body: {}, fallback: 'Failed' }),
  });
  return (
    <>
      <button type="button" onClick={() => redeem.mutate()}>
        Redeem
      </button>
      {redeem.isError && <p role="alert">{redeem.error.message}</p>}
    </>
  );
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

let api: FakeApi | undefined;
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: [...notTimeouts] });
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

describe('reads the api did not answer', () => {
  it.each([1, 3])(
    'asks a read shed with 503 and Retry-After: %i again after that many seconds, and shows its data',
    async (seconds) => {
      api = fakeApi({ [PROFILE]: refusedThenAnswered(shed(String(seconds))) });
      renderWithProviders(<Credits />);
      await wait(seconds * 1000 - 1);
      expect(api.callsTo(PROFILE)).toHaveLength(1);
      expect(screen.getByText('Loading')).toBeInTheDocument();
      await wait(1);
      expect(api.callsTo(PROFILE)).toHaveLength(2);
      expect(await screen.findByText('5000 credits')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows the error of a read shed three times, after two retries', async () => {
    api = fakeApi({ [PROFILE]: shed('1') });
    renderWithProviders(<Credits />);
    await wait(1999);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await wait(1);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await wait(30_000);
    expect(api.callsTo(PROFILE)).toHaveLength(3);
  });

  it('asks a read that got no answer again after 1 s, then 2 s', async () => {
    api = fakeApi({ [PROFILE]: refusedThenAnswered({ networkError: true }, { status: 502, data: '' }) });
    renderWithProviders(<Credits />);
    await wait(1000);
    expect(api.callsTo(PROFILE)).toHaveLength(2);
    await wait(1999);
    expect(api.callsTo(PROFILE)).toHaveLength(2);
    await wait(1);
    expect(api.callsTo(PROFILE)).toHaveLength(3);
    expect(await screen.findByText('5000 credits')).toBeInTheDocument();
  });

  it.each([400, 404, 429, 500])('shows a %i answer at once, asked once', async (status) => {
    api = fakeApi({
      [PROFILE]: { status, data: { message: `Refused ${status}` }, headers: { 'retry-after': '1' } },
    });
    renderWithProviders(<Credits />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Refused ${status}`);
    await wait(30_000);
    expect(api.callsTo(PROFILE)).toHaveLength(1);
  });
});

describe('a read whose token refresh the api did not answer', () => {
  it('is asked again after the Retry-After of the shed refresh, and the subscriber stays signed in', async () => {
    signIn();
    const reference = session.msisdn();
    const exchanges = [shed('2'), { headers: { access_token: 'renewed' } }];
    api = fakeApi({
      [PROFILE]: (_body, request) =>
        request.headers.Authorization === 'Bearer renewed' ? ok({ credits: 5000 }) : { status: 401 },
      'POST /api/v1/jt/gen': () => exchanges.shift() ?? { status: 500 },
    });
    // The api client keeps the shed refresh's pause by the clock: it moves with the timers here.
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    renderWithProviders(<Credits />);
    await wait(1999);
    expect(api.callsTo(PROFILE)).toHaveLength(1);
    expect(api.callsTo('POST /api/v1/jt/gen')).toHaveLength(1);
    expect(session.msisdn()).toBe(reference);
    clock.mockReturnValue(start + 2000);
    await wait(1);
    clock.mockRestore();
    expect(await screen.findByText('5000 credits')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(session.msisdn()).toBe(reference);
  });
});

describe('the pause before a read is asked again', () => {
  const answered = (status: number, retryAfter?: string) =>
    new ApiError('x', {
      status,
      cause: Object.assign(failedRequest(status), {
        response: {
          status,
          data: {},
          headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
        },
      }),
    });

  it("is the answer's Retry-After in seconds, at most 10 s", () => {
    expect(readRetryDelay(0, answered(503, '1'))).toBe(1000);
    expect(readRetryDelay(1, answered(503, '5'))).toBe(5000);
    expect(readRetryDelay(0, answered(503, '0'))).toBe(0);
    expect(readRetryDelay(0, answered(503, '120'))).toBe(10_000);
  });

  it('is 1 s, then 2 s without one, or with a date or nonsense instead of seconds', () => {
    expect(readRetryDelay(0, answered(503))).toBe(1000);
    expect(readRetryDelay(1, answered(503))).toBe(2000);
    expect(readRetryDelay(0, answered(503, 'Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(1000);
    expect(readRetryDelay(1, answered(504, 'soon'))).toBe(2000);
    expect(readRetryDelay(0, new ApiError('Network Error', { cause: failedRequest() }))).toBe(1000);
  });

  it('retries twice at most, and never an answer of the api', () => {
    expect(retryRead(1, answered(503, '1'))).toBe(true);
    expect(retryRead(2, answered(503, '1'))).toBe(false);
    expect(retryRead(0, answered(400))).toBe(false);
    expect(retryRead(0, new ApiError('Failed'))).toBe(false);
  });
});

describe('the refresh rule', () => {
  const refused = () => new ApiError(REFRESH_MESSAGES.ongoing, { status: 401, cause: failedRequest(401) });

  it("still retries a read refused with 'Token refreshongoing.' (250 ms, then doubling), four times at most", async () => {
    const client = createQueryClient();
    let calls = 0;
    const read = client
      .fetchQuery({
        queryKey: ['refused'],
        queryFn: () => {
          calls += 1;
          throw refused();
        },
      })
      .catch((error: unknown) => error);
    await wait(249);
    expect(calls).toBe(1);
    await wait(1);
    expect(calls).toBe(2);
    await wait(500 + 1000 + 2000);
    expect(calls).toBe(5);
    await expect(read).resolves.toMatchObject({ message: REFRESH_MESSAGES.ongoing });
    expect(retryRead(3, refused())).toBe(true);
    expect(retryRead(4, refused())).toBe(false);
  });

  it("still retries a write refused with 'Token refreshongoing.'", async () => {
    const client = createQueryClient();
    let calls = 0;
    const write = client.getMutationCache().build(client, {
      mutationFn: async () => {
        calls += 1;
        if (calls === 1) throw refused();
        return 'redeemed';
      },
    });
    const done = write.execute(undefined);
    await wait(250);
    await expect(done).resolves.toBe('redeemed');
    expect(calls).toBe(2);
  });
});

describe('writes', () => {
  it.each([
    ['shed with 503 and Retry-After', shed('1')],
    ['without an answer', { networkError: true }],
  ] as const)('shows a write %s at once, sent once', async (_case, answer) => {
    api = fakeApi({ 'POST /v1/redeem-item': answer });
    renderWithProviders(<Redeem />);
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await wait(30_000);
    expect(api.callsTo('POST /v1/redeem-item')).toHaveLength(1);
  });
});
