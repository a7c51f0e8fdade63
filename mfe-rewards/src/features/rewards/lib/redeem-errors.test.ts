import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@portal/shared/api';
import { redeemErrorMessage } from './redeem-errors';

describe('redeemErrorMessage', () => {
  it('shows the server details first, then its message', () => {
    const body = { success: false, message: 'Insufficient credits', details: 'You need 500 credits.' };
    expect(redeemErrorMessage(new ApiError('x', { status: 400, body }))).toBe('You need 500 credits.');
    expect(
      redeemErrorMessage(new ApiError('x', { status: 404, body: { message: 'Reward not found' } })),
    ).toBe('Reward not found');
  });

  it('says the redemption failed when the server answered without a message', () => {
    expect(redeemErrorMessage(new ApiError('x', { status: 500, body: {} }))).toBe(
      'Redemption failed. Please try again.',
    );
  });

  it('says an error occurred when no answer came', () => {
    expect(redeemErrorMessage(new ApiError('x'))).toBe('An error occurred. Please try again.');
    expect(redeemErrorMessage(new Error('boom'))).toBe('An error occurred. Please try again.');
  });
});
