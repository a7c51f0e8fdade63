import { act } from 'react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { setLocale } from '@portal/shared/i18n';
import { getRewards } from './endpoints/rewards/get-rewards';
import { submitMatchResult } from './endpoints/tournaments/submit-match-result';
import { fakeApi, type FakeApi } from '../testing/fake-api';

// The api answers with a message code beside its English text; an ApiError's message is the
// active language's text for it, and a screen's fallback is in that language too.
let api: FakeApi;
function answer(route: string, status: number | 'no answer', data: unknown = {}) {
  api?.restore();
  api = fakeApi({ [route]: status === 'no answer' ? { networkError: true } : { status, data } });
}
afterEach(async () => {
  api?.restore();
  await act(() => setLocale('en'));
});

const refusal = {
  success: false,
  message: 'Your match is at 20:30. The room is not open yet.',
  errors: 'Your match is at 20:30. The room is not open yet.',
  code: 'ROOM_NOT_OPEN_YET',
  values: { time: '20:30' },
};

describe('api errors in the active language', () => {
  it("keeps the server's English text in English", async () => {
    answer('POST /v1/rewards', 400, refusal);
    await expect(getRewards()).rejects.toThrow('Your match is at 20:30. The room is not open yet.');
    answer('POST /v1/rewards', 'no answer');
    await expect(getRewards()).rejects.toThrow('Failed to load rewards');
  });

  it('shows the Urdu text of the code, with its values, and Urdu fallbacks', async () => {
    await act(() => setLocale('ur'));
    answer('POST /v1/rewards', 400, refusal);
    await expect(getRewards()).rejects.toThrow('آپ کا میچ 20:30 پر ہے۔ روم ابھی نہیں کھلا۔');
    answer('POST /v1/rewards', 409, {
      success: false,
      message: 'Insufficient credits',
      code: 'INSUFFICIENT_CREDITS',
    });
    await expect(getRewards()).rejects.toThrow('کریڈٹس کافی نہیں');
    answer('POST /v1/rewards', 'no answer');
    await expect(getRewards()).rejects.toThrow('انعامات نہیں کھل سکے');
    answer('POST /v1/rewards', 400, { success: false, message: 'Server words', code: 'NOT_A_CODE_WE_KNOW' });
    await expect(getRewards()).rejects.toThrow('Server words');
  });

  it("translates a match report's refusal carried in data", async () => {
    await act(() => setLocale('ur'));
    answer('POST /v1/esl/tournament/match/result', 200, {
      success: true,
      data: { success: false, errors: 'Result already reported', code: 'RESULT_TWICE' },
    });
    await expect(submitMatchResult({ tournamentId: 1, result: 'winner' } as never)).rejects.toThrow(
      'نتیجہ پہلے ہی بتایا جا چکا ہے',
    );
  });
});
