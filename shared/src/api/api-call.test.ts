import { afterEach, describe, expect, it } from '@jest/globals';
import { apiCall } from './api-call';
import { fakeApi, type FakeApi } from '../testing/fake-api';
import { ApiError } from './errors';

let api: FakeApi;
function answer(status: number | 'no answer', data: unknown = {}) {
  api?.restore();
  api = fakeApi({ 'POST /v1/rewards': status === 'no answer' ? { networkError: true } : { status, data } });
}
afterEach(() => api?.restore());

const call = { method: 'POST', path: '/v1/rewards', fallback: 'Failed to load rewards' } as const;

describe('apiCall', () => {
  it("resolves with the answer's body", async () => {
    answer(200, { success: true, data: [{ id: 1, name: 'Headset' }] });
    await expect(apiCall(call)).resolves.toEqual({ success: true, data: [{ id: 1, name: 'Headset' }] });
  });

  it("rejects with an ApiError carrying the server's message and status", async () => {
    answer(409, { success: false, message: 'You have already played this level today.' });
    const error = await apiCall(call).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect({ message: (error as ApiError).message, status: (error as ApiError).status }).toEqual({
      message: 'You have already played this level today.',
      status: 409,
    });
  });

  it('rejects with the fallback when no answer came or the answer has no message', async () => {
    answer('no answer');
    await expect(apiCall(call)).rejects.toThrow('Failed to load rewards');
    answer(500, {});
    await expect(apiCall(call)).rejects.toThrow('Failed to load rewards');
  });

  it('with successOr, a 200 answer whose success is not true fails with its errors, else the default', async () => {
    const list = { ...call, successOr: 'Failed to fetch daily games' };
    answer(200, { success: false, errors: 'Maintenance' });
    await expect(apiCall(list)).rejects.toThrow('Maintenance');
    answer(200, { success: false });
    await expect(apiCall(list)).rejects.toThrow('Failed to fetch daily games');
  });
});
