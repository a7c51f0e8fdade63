import { afterEach, describe, expect, it } from '@jest/globals';
import { apiClient } from '../../client';
import { ApiError, toApiError } from '../../errors';
import { HttpError, type Transport } from '../../http';
import { getEslTournaments, getTournament, getTournaments, submitMatchResult } from './index';

const original = apiClient.transport;
function answer(status: number, data: unknown) {
  const transport: Transport = async (request) => {
    const response = { data, status, headers: {} };
    if (status >= 400) throw new HttpError(`status ${status}`, 'ERR_BAD_RESPONSE', request, response);
    return response;
  };
  apiClient.transport = transport;
}
afterEach(() => {
  apiClient.transport = original;
});

describe('tournament fetchers', () => {
  it('list calls return the data list', async () => {
    answer(200, { success: true, data: [{ id: 1 }], errors: null });
    await expect(getTournaments()).resolves.toEqual([{ id: 1 }]);
    await expect(getEslTournaments()).resolves.toEqual([{ id: 1 }]);
  });

  it("success not true: the errors value, else 'Failed to fetch tournaments', kept by a screen's toApiError", async () => {
    answer(200, { success: false, errors: 'Maintenance' });
    const withErrors = await getTournaments().catch((e: unknown) => e);
    expect(withErrors).toBeInstanceOf(ApiError);
    expect(toApiError(withErrors, 'Failed to load tournaments').message).toBe('Maintenance');
    answer(200, { success: false });
    const bare = await getEslTournaments().catch((e: unknown) => e);
    expect(toApiError(bare, 'Failed to load tournaments').message).toBe('Failed to fetch tournaments');
  });

  it('the view returns data[0], or null when there is none', async () => {
    answer(200, { success: true, data: [{ id: 4 }, { id: 5 }] });
    await expect(getTournament({ id: 4 })).resolves.toEqual({ id: 4 });
    answer(200, { success: true, data: [] });
    await expect(getTournament({ id: 4 })).resolves.toBeNull();
  });

  it('a match result: data.success true resolves; false fails with data.errors', async () => {
    const input = { tournamentId: 8, roomId: 'PZ-1', result_flag: 'winner' as const };
    answer(200, { success: true, data: { success: true, errors: null } });
    await expect(submitMatchResult(input)).resolves.toMatchObject({ data: { success: true } });
    answer(200, { success: true, data: { success: false, errors: 'Result already reported' } });
    await expect(submitMatchResult(input)).rejects.toThrow('Result already reported');
    answer(200, { success: true, data: { success: false, errors: null } });
    await expect(submitMatchResult(input)).rejects.toThrow('Failed to check in to the tournament');
  });

  it("a failed match result call: the server's message or 'Failed to check in to the tournament'", async () => {
    const input = { tournamentId: 8, roomId: 'X', result_flag: 'loser' as const };
    answer(400, { success: false, message: 'Invalid Room ID for this tournament.' });
    await expect(submitMatchResult(input)).rejects.toThrow('Invalid Room ID for this tournament.');
    answer(500, '');
    await expect(submitMatchResult(input)).rejects.toThrow('Failed to check in to the tournament');
  });
});
