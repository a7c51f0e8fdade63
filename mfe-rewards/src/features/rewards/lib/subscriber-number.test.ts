import { toLocal } from '@portal/contracts/rules';
import { describe, expect, it } from '@jest/globals';
import { isValidSubscriberNumber, sanitizeSubscriberNumber, toNotifyMsisdn } from './subscriber-number';

describe('subscriber number', () => {
  it('keeps digits only, at most 11', () => {
    expect(sanitizeSubscriberNumber('03a0-0 12')).toBe('030012');
    expect(sanitizeSubscriberNumber('030012345678')).toBe('03001234567');
  });

  it('must start with 0 and be 11 digits long', () => {
    expect(isValidSubscriberNumber('0300123456')).toBe(false); // 10
    expect(isValidSubscriberNumber('03001234567')).toBe(true); // 11
    expect(isValidSubscriberNumber('030012345678')).toBe(false); // 12
    expect(isValidSubscriberNumber('33001234567')).toBe(false); // leading 3
    expect(isValidSubscriberNumber('0300123456a')).toBe(false);
  });

  it('is sent as 92 plus the number without its leading 0', () => {
    expect(toNotifyMsisdn('03001234567')).toBe('923001234567');
  });

  it('reads a stored 92 plus ten digits in the local form, and leaves anything else as it is', () => {
    expect(toLocal('923000000001')).toBe('03000000001');
    expect(toLocal('03000000001')).toBe('03000000001');
    expect(toLocal('92300000000')).toBe('92300000000'); // 92 and nine digits
    expect(toLocal('+923000000001')).toBe('+923000000001');
    expect(toLocal('')).toBe('');
  });
});
