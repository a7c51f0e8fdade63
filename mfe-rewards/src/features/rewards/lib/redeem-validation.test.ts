import { describe, expect, it } from '@jest/globals';
import { FIELDS_MISSING, PUBG_INVALID, PUBG_MISSING, redeemFormError } from './redeem-validation';

const filled = { name: 'Ali', email: 'ali@example.com', pubgId: '' };

describe('redeem form rules', () => {
  it('needs name and e-mail', () => {
    expect(redeemFormError({ ...filled, name: ' ' }, false)).toBe(FIELDS_MISSING);
    expect(redeemFormError({ ...filled, email: '' }, false)).toBe(FIELDS_MISSING);
    expect(redeemFormError(filled, false)).toBeNull();
  });

  it('needs a PUBG ID of 4 to 15 digits when the reward requires one', () => {
    expect(redeemFormError(filled, true)).toBe(PUBG_MISSING);
    expect(redeemFormError({ ...filled, pubgId: '123' }, true)).toBe(PUBG_INVALID);
    expect(redeemFormError({ ...filled, pubgId: '1234' }, true)).toBeNull();
    expect(redeemFormError({ ...filled, pubgId: '123456789012345' }, true)).toBeNull();
    expect(redeemFormError({ ...filled, pubgId: '1234567890123456' }, true)).toBe(PUBG_INVALID);
    expect(redeemFormError({ ...filled, pubgId: '1234a' }, true)).toBe(PUBG_INVALID);
  });

  it('checks the PUBG ID before the other fields', () => {
    expect(redeemFormError({ name: '', email: '', pubgId: '' }, true)).toBe(PUBG_MISSING);
    expect(redeemFormError({ name: '', email: '', pubgId: '12' }, true)).toBe(PUBG_INVALID);
    expect(redeemFormError({ name: '', email: '', pubgId: '1234' }, true)).toBe(FIELDS_MISSING);
  });

  it('ignores the PUBG ID when the reward does not need one', () => {
    expect(redeemFormError({ ...filled, pubgId: 'abc' }, false)).toBeNull();
  });
});
