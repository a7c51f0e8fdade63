import { describe, expect, it } from '@jest/globals';
import { Value } from '@sinclair/typebox/value';
import { CompletedTask, MatchOutcome, TokenResponse } from '../index';
import {
  isEmail,
  isInternationalNumber,
  isOperatorNumber,
  isPubgId,
  knockoutFieldSizes,
  toInternational,
} from './index';

describe('the rules every form and the api share', () => {
  it('takes a PUBG id of 4 to 15 digits and nothing else', () => {
    expect(['1234', '123456789012345'].map(isPubgId)).toEqual([true, true]);
    expect(['123', '1234567890123456', '12a4', ' 1234', ''].map(isPubgId)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('halves a knockout field each round, an odd count giving one player a bye', () => {
    expect(knockoutFieldSizes(12)).toEqual([12, 6, 3, 2]);
    expect(knockoutFieldSizes(16)).toEqual([16, 8, 4, 2]);
    expect(knockoutFieldSizes(17)).toEqual([17, 9, 5, 3, 2]);
    expect(knockoutFieldSizes(2)).toEqual([2]);
    expect(knockoutFieldSizes(1)).toEqual([]);
  });

  it('takes an e-mail address without spaces, with a dot after the @', () => {
    expect(['a@b.pk', 'first.last@mail.example'].map(isEmail)).toEqual([true, true]);
    expect(['a@b', 'a b@c.pk', '@c.pk', 'a@.', ''].map(isEmail)).toEqual([false, false, false, false, false]);
  });

  it('turns a local operator number into the international one the api takes', () => {
    expect(isOperatorNumber('03001234567')).toBe(true);
    expect(['3001234567', '030012345678', '0300123456a', '923001234567'].map(isOperatorNumber)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(toInternational('03001234567')).toBe('923001234567');
    expect(isInternationalNumber(toInternational('03001234567'))).toBe(true);
    expect(isInternationalNumber('03001234567')).toBe(false);
  });
});

describe('the schemas the api serialises with', () => {
  it('reviewed completed tasks carry their state and the reviewer’s reason', () => {
    const rejected = { challenge_uuid: 'daily-1', challenge_name: 'Top 10', prize: 50, thumbnail: null };
    expect(Value.Check(CompletedTask, { ...rejected, status: 'rejected', reason: 'Blurred' })).toBe(true);
    expect(Value.Check(CompletedTask, { ...rejected, status: 'refused' })).toBe(false);
  });

  it('a placed player’s outcome names the place and the prize currency', () => {
    const placed = { stage: 'placed', place: 2, tournamentName: 'Cup', prize: 500, currency: 'rupees' };
    expect(Value.Check(MatchOutcome, placed)).toBe(true);
    expect(Value.Check(MatchOutcome, { ...placed, place: 4 })).toBe(false);
    expect(Value.Check(MatchOutcome, { ...placed, currency: 'dollars' })).toBe(false);
  });

  it('the token answer may carry start-up’s session and day data', () => {
    const dayData = { active_streak: 2, gameId: null, active_day: 3 };
    expect(Value.Check(TokenResponse, { success: true })).toBe(true);
    expect(
      Value.Check(TokenResponse, { success: true, data: { session: { msisdn: 'x', gn: 0 }, dayData } }),
    ).toBe(true);
    expect(Value.Check(TokenResponse, { success: true, data: { dayData } })).toBe(false);
  });
});
