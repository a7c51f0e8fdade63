import { describe, expect, it } from '@jest/globals';
import { DOB_FORMAT_MESSAGE, DOB_FUTURE_MESSAGE, dateOfBirthError } from './date-of-birth';

describe('dateOfBirthError', () => {
  it.each([
    ['', null],
    ['1998-03-24', null],
    ['2000-02-29', null],
    ['2026-11-23', null],
    ['2026-11-24', DOB_FUTURE_MESSAGE],
    ['2099-12-31', DOB_FUTURE_MESSAGE],
    ['2001-02-29', DOB_FORMAT_MESSAGE],
    ['24-03-1998', DOB_FORMAT_MESSAGE],
    ['03/24/1998', DOB_FORMAT_MESSAGE],
  ])('%j -> %j', (value, expected) => {
    expect(dateOfBirthError(value, '2026-11-23')).toBe(expected);
  });
});
