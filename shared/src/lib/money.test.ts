import { describe, expect, it } from '@jest/globals';
import { formatPaisa } from './money';

describe('formatPaisa', () => {
  it('writes paisa as rupees with thousands separators and paisa only when there are some', () => {
    expect(formatPaisa(0)).toBe('Rs 0');
    expect(formatPaisa(500_000)).toBe('Rs 5,000');
    expect(formatPaisa(1250)).toBe('Rs 12.50');
    expect(formatPaisa(123_456_789)).toBe('Rs 1,234,567.89');
  });
});
