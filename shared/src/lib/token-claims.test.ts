import { describe, expect, it } from '@jest/globals';
import { isPartnerToken, tokenClaims } from './token-claims';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;

describe('tokenClaims', () => {
  it('reads the payload of a JWT', () => {
    expect(tokenClaims(jwt({ sub: '7', msisdn: '923001234567', gn: 1 }))).toEqual({
      sub: '7',
      msisdn: '923001234567',
      gn: 1,
    });
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ n: 'é?>' }))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(tokenClaims(`x.${payload}.y`)).toEqual({ n: 'é?>' });
  });

  it('gives no claims for a missing or malformed token', () => {
    expect(tokenClaims(null)).toEqual({});
    expect(tokenClaims('')).toEqual({});
    expect(tokenClaims('only-one-part')).toEqual({});
    expect(tokenClaims('a.!!!.c')).toEqual({});
    expect(tokenClaims(`a.${encode([1, 2])}.c`)).toEqual({});
  });

  it('marks partner tokens by gn equal to 1 only', () => {
    expect(isPartnerToken(jwt({ gn: 1 }))).toBe(true);
    expect(isPartnerToken(jwt({ gn: 0 }))).toBe(false);
    expect(isPartnerToken(jwt({ gn: '1' }))).toBe(false);
    expect(isPartnerToken(jwt({}))).toBe(false);
    expect(isPartnerToken(null)).toBe(false);
  });
});
