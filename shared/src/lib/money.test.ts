import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { setLocale } from '@portal/shared/i18n';
import { formatCredits } from './format';
import { formatPaisa } from './money';
import { splitDateTime } from './date-time';

describe('formatPaisa', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  it('writes paisa as rupees with thousands separators and paisa only when there are some', () => {
    expect(formatPaisa(0)).toBe('Rs 0');
    expect(formatPaisa(500_000)).toBe('Rs 5,000');
    expect(formatPaisa(1250)).toBe('Rs 12.50');
    expect(formatPaisa(123_456_789)).toBe('Rs 1,234,567.89');
  });

  it('writes rupees after the amount in Urdu, with Western digits and the same grouping', async () => {
    await act(() => setLocale('ur'));
    expect(formatPaisa(500_000)).toBe('5,000 روپے');
    expect(formatPaisa(1250)).toBe('12.50 روپے');
    expect(formatCredits(6000)).toBe('6,000');
  });
});

describe('splitDateTime', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  it('keeps the api time as it is in English and shows N/A for nothing', () => {
    expect(splitDateTime('2026-05-01 09:05 PM')).toEqual({ date: '2026-05-01', time: '09:05 PM' });
    expect(splitDateTime('')).toEqual({ date: 'N/A', time: 'N/A' });
  });

  it('shows the 24-hour clock and Urdu words in Urdu', async () => {
    await act(() => setLocale('ur'));
    expect(splitDateTime('2026-05-01 9:05 PM')).toEqual({ date: '2026-05-01', time: '21:05' });
    expect(splitDateTime('2026-05-01 12:30 AM').time).toBe('00:30');
    expect(splitDateTime(null)).toEqual({ date: 'دستیاب نہیں', time: 'دستیاب نہیں' });
  });
});
