import { describe, expect, it } from '@jest/globals';
import { formatDateTime, localNumber, placeName } from './format';

describe('formatDateTime', () => {
  const at = '2030-01-04T15:00:00.000Z';

  it('shows a time to the minute with its zone named', () => {
    const text = formatDateTime(at);
    expect(text).toContain('2030');
    expect(text).not.toMatch(/\d:\d\d:\d\d/);
    const zone = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(zone).toBeTruthy();
    expect(text).toContain(zone);
  });

  it('keeps the seconds for a log', () => {
    expect(formatDateTime('2030-01-04T15:00:07.000Z', { seconds: true })).toMatch(/\d:\d\d:07/);
  });

  it('shows a dash for no time and a value no date can hold as given', () => {
    expect(formatDateTime(null)).toBe('–');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('localNumber and placeName', () => {
  it('shows a stored number in its local form and places in words', () => {
    expect(localNumber('923001234567')).toBe('03001234567');
    expect(localNumber(null)).toBe('–');
    expect(placeName(2)).toBe('2nd');
    expect(placeName(4)).toBe('4th');
  });
});
