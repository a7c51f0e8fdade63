import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { MESSAGE_TEXTS, MESSAGES, isMessageCode, withValues } from '@portal/contracts/messages';
import { PUBG_MISSING } from '@portal/contracts/rules';

// The shared catalogs carry the api's messages by code (api.<CODE>): every code of the registry
// (contracts/src/rules/messages.ts) in English, word for word, and in Urdu.
// Read as written (an import of the JSON gets the compiled catalog).
const catalog = (locale: 'en' | 'ur'): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, `${locale}.json`), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message registry', () => {
  const codes = Object.keys(MESSAGE_TEXTS);

  it('names every message with a stable UPPER_SNAKE code', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(MESSAGES.PUBG_MISSING).toEqual({ code: 'PUBG_MISSING', message: PUBG_MISSING });
    expect(MESSAGES.REGISTRATION_CLOSED.message).toBe('Registration is closed for this tournament.');
    expect(isMessageCode('PUBG_MISSING')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
  });

  it('has every code in the English catalog with the registry text, word for word', () => {
    const en = catalog('en');
    const missing = codes.filter((code) => !(`api.${code}` in en));
    expect(missing).toEqual([]);
    const different = codes.filter(
      (code) => en[`api.${code}`] !== MESSAGE_TEXTS[code as keyof typeof MESSAGE_TEXTS],
    );
    expect(different).toEqual([]);
  });

  it('has every code in the Urdu catalog, in Urdu, with the same placeholders', () => {
    const ur = catalog('ur');
    expect(codes.filter((code) => !(`api.${code}` in ur))).toEqual([]);
    for (const code of codes) {
      const text = ur[`api.${code}`] as string;
      expect(text).toMatch(/[\u0600-\u06FF]/);
      expect([code, placeholders(text)]).toEqual([
        code,
        placeholders(MESSAGE_TEXTS[code as keyof typeof MESSAGE_TEXTS]),
      ]);
    }
    expect(ur['api.PUBG_MISSING']).toBe('براہ کرم PUBG ID سمیت تمام خانے پُر کریں۔');
  });

  it('has no api.<CODE> in a catalog that the registry lacks', () => {
    const stale = Object.keys(catalog('en')).filter(
      (id) => id.startsWith('api.') && !isMessageCode(id.slice(4)),
    );
    expect(stale).toEqual([]);
  });

  it('fills placeholders in the English text and keeps the values for the front end', () => {
    expect(withValues(MESSAGES.ROOM_NOT_OPEN_YET, { time: '20:30' })).toEqual({
      code: 'ROOM_NOT_OPEN_YET',
      message: 'Your match is at 20:30. The room is not open yet.',
      values: { time: '20:30' },
    });
  });
});
