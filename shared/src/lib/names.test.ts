import { describe, expect, it } from '@jest/globals';
import { cutName, displayName } from './names';
import { reverseDateParts, splitDateTime } from './date-time';

describe('names', () => {
  it('cuts names longer than the limit and adds ..', () => {
    expect(cutName('Abcdefg', 7)).toBe('Abcdefg');
    expect(cutName('Abcdefgh', 7)).toBe('Abcdefg..');
    expect(cutName('Abcdefghi', 9)).toBe('Abcdefghi');
    expect(cutName('Abcdefghij', 9)).toBe('Abcdefghi..');
  });

  it('leaves no space before the dots when the cut falls after a word', () => {
    expect(cutName('Areeba Khan', 7)).toBe('Areeba..');
    expect(cutName('Ali  Raza Khan', 5)).toBe('Ali..');
  });

  it("falls back to 'Guest User'", () => {
    expect(displayName(null)).toBe('Guest User');
    expect(displayName({ name: '  ', username: '' })).toBe('Guest User');
    expect(displayName({ name: '', username: 'ali' })).toBe('ali');
    expect(displayName({ name: 'Sara', username: 'ali' })).toBe('Sara');
  });
});

describe('date and time', () => {
  it('splits on spaces: the date first, then the next two parts as the time', () => {
    expect(splitDateTime('2026-11-28 08:00 pm')).toEqual({ date: '2026-11-28', time: '08:00 pm' });
    expect(splitDateTime('2026-11-28')).toEqual({ date: '2026-11-28', time: 'N/A' });
  });

  it("shows 'N/A' for both when the value is empty", () => {
    expect(splitDateTime('')).toEqual({ date: 'N/A', time: 'N/A' });
    expect(splitDateTime(null)).toEqual({ date: 'N/A', time: 'N/A' });
  });

  it('reverses day-month-year parts', () => {
    expect(reverseDateParts('21-03-1999')).toBe('1999-03-21');
    expect(reverseDateParts('1999-03-21')).toBe('21-03-1999');
    expect(reverseDateParts('')).toBe('');
  });
});
