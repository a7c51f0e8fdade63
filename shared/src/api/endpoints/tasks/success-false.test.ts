import { afterEach, describe, expect, it } from '@jest/globals';
import { apiClient } from '../../client';
import { ApiError } from '../../errors';
import type { Transport } from '../../http';
import { getActiveStreak, getCompletedTasks, getDailyChallenges, getDailyGames } from './index';

const original = apiClient.transport;
/** The provider's api may answer a failure with 200 and success false. */
function answer(data: unknown) {
  const transport: Transport = async () => ({ data, status: 200, headers: {} });
  apiClient.transport = transport;
}
afterEach(() => {
  apiClient.transport = original;
});

describe('task fetchers and a 200 answer with success false', () => {
  const cases: Array<[string, () => Promise<unknown>, string]> = [
    ['active streak', () => getActiveStreak(), 'Failed to load streak'],
    ['completed tasks', () => getCompletedTasks(), 'Error loading tasks'],
    ['daily challenges', () => getDailyChallenges({ gameId: 1 }), 'Error loading tasks'],
    ['daily games', () => getDailyGames(), 'Failed to fetch daily games'],
  ];

  it.each(cases)('%s rejects with the spec message, not a crash later', async (_name, call, message) => {
    answer({ success: false });
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  });

  it.each(cases)('%s rejects with the errors value when it is a message', async (_name, call) => {
    answer({ success: false, errors: 'Service paused' });
    await expect(call()).rejects.toThrow('Service paused');
  });
});
