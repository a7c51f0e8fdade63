import { describe, expect, it } from '@jest/globals';
import { initialValues, toInput } from './tournament-fields';

describe('tournament form values', () => {
  it('sends a local start as the instant it names', () => {
    const values = { ...initialValues(), name: 'Cup', timeStart: '2027-01-05T18:00' };
    expect(toInput(values).timeStart).toBe(new Date('2027-01-05T18:00').toISOString());
  });

  it('sends a time no date can hold as typed, for the api to refuse, instead of throwing', () => {
    const values = { ...initialValues(), name: 'Cup', timeStart: '10000-01-01T04:59', timeEnd: 'x' };
    expect(toInput(values)).toMatchObject({ timeStart: '10000-01-01T04:59', timeEnd: 'x' });
  });
});
