import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@portal/shared/api';
import {
  isBalanceRefusal,
  parseTournamentId,
  registrationErrors,
  registrationFields,
  registrationPayload,
} from './registration';

const blank = { uid: '', nick: '', email: '' };

describe('registration rules (docs/product/tournaments.md)', () => {
  it('asks for UID only when UIDCheck is 1, NICK always, e-mail unless the type is Credits', () => {
    expect(registrationFields({ UIDCheck: 1, tourn_type: 'Cash' })).toEqual(['uid', 'nick', 'email']);
    expect(registrationFields({ UIDCheck: 0, tourn_type: 'Cash' })).toEqual(['nick', 'email']);
    expect(registrationFields({ UIDCheck: 1, tourn_type: 'Credits' })).toEqual(['uid', 'nick']);
    expect(registrationFields({ UIDCheck: 0, tourn_type: 'Credits' })).toEqual(['nick']);
  });

  it('flags every blank required field, whitespace counting as blank', () => {
    expect(registrationErrors(['uid', 'nick', 'email'], blank)).toEqual({
      uid: 'UID is required',
      nick: 'NICK is required',
      email: 'Email is required',
    });
    expect(registrationErrors(['nick'], { ...blank, nick: '   ' })).toEqual({ nick: 'NICK is required' });
  });

  it('does not ask for fields the tournament does not show', () => {
    expect(registrationErrors(['nick'], { uid: '', nick: 'ace', email: '' })).toEqual({});
  });

  it('checks the e-mail shape the api accepts', () => {
    expect(registrationErrors(['email'], { ...blank, email: 'not-an-email' })).toEqual({
      email: 'Email is not valid',
    });
    expect(registrationErrors(['email'], { ...blank, email: ' a@b.co ' })).toEqual({});
  });

  it('sends only the asked fields, trimmed', () => {
    const values = { uid: ' 5123 ', nick: ' ace ', email: ' a@b.co ' };
    expect(registrationPayload({ id: 3 }, ['nick'], values)).toEqual({ id: 3, pubg_nick: 'ace' });
    expect(registrationPayload({ id: 1 }, ['uid', 'nick', 'email'], values)).toEqual({
      id: 1,
      pubg_id: '5123',
      pubg_nick: 'ace',
      userEmail: 'a@b.co',
    });
  });

  it('reads the tournamentId parameter', () => {
    expect(parseTournamentId(null)).toBeNull();
    expect(parseTournamentId('')).toBeNull();
    expect(parseTournamentId('  ')).toBeNull();
    expect(parseTournamentId('12')).toBe(12);
    expect(parseTournamentId('0')).toBeNaN();
    expect(parseTournamentId('-3')).toBeNaN();
    expect(parseTournamentId('abc')).toBeNaN();
    expect(parseTournamentId('1.5')).toBeNaN();
  });

  it('tells a refusal for the balance (code INSUFFICIENT_CREDITS) from other refusals', () => {
    const refused = (body: unknown) => new ApiError('refused', { status: 400, body });
    expect(isBalanceRefusal(refused({ code: 'INSUFFICIENT_CREDITS', message: 'Insufficient credits' }))).toBe(
      true,
    );
    expect(isBalanceRefusal(refused({ code: 'REGISTRATION_CLOSED' }))).toBe(false);
    expect(isBalanceRefusal(refused('Insufficient credits'))).toBe(false);
    expect(isBalanceRefusal(new Error('Insufficient credits'))).toBe(false);
  });
});
