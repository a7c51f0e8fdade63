import { describe, expect, it } from '@jest/globals';
import { initialValues, toInput, withStart } from './tournament-fields';

describe('tournament form values', () => {
  it('sends a local start as the instant it names', () => {
    const values = { ...initialValues(), name: 'Cup', timeStart: '2027-01-05T18:00' };
    expect(toInput(values).timeStart).toBe(new Date('2027-01-05T18:00').toISOString());
  });

  it('sends a time no date can hold as typed, for the api to refuse, instead of throwing', () => {
    const values = { ...initialValues(), name: 'Cup', timeStart: '10000-01-01T04:59', timeEnd: 'x' };
    expect(toInput(values)).toMatchObject({ timeStart: '10000-01-01T04:59', timeEnd: 'x' });
  });

  it('moves a given end with the start, so the tournament keeps its length', () => {
    const values = { ...initialValues(), timeStart: '2027-01-05T18:00', timeEnd: '2027-01-05T21:30' };
    expect(withStart(values, '2027-01-06T20:15')).toMatchObject({
      timeStart: '2027-01-06T20:15',
      timeEnd: '2027-01-06T23:45',
    });
    expect(withStart(values, '2027-01-05T17:00').timeEnd).toBe('2027-01-05T20:30');
  });

  it('leaves an end not given empty, and a start being typed moves nothing', () => {
    const fresh = { ...initialValues(), timeStart: '2027-01-05T18:00' };
    expect(withStart(fresh, '2027-01-06T18:00')).toMatchObject({
      timeStart: '2027-01-06T18:00',
      timeEnd: '',
    });
    const given = { ...fresh, timeEnd: '2027-01-05T21:00' };
    expect(withStart(given, '')).toMatchObject({ timeStart: '', timeEnd: '2027-01-05T21:00' });
    expect(withStart({ ...given, timeStart: '' }, '2027-01-06T18:00').timeEnd).toBe('2027-01-05T21:00');
  });
});
