import { Type } from '@fastify/type-provider-typebox';
import { MESSAGES } from './errors.ts';

/** The largest value of a 32-bit integer column (PostgreSQL `integer`, the ids' type). */
export const INT32_MAX = 2_147_483_647;

/** A row id: a positive 32-bit integer, so no value reaches the database outside its column's range. */
export const Id = (opts: { default?: number } = {}) =>
  Type.Integer({ minimum: 1, maximum: INT32_MAX, ...opts });

/** A count or an amount of credits stored in an integer column. */
export const Int = (opts: { minimum?: number; maximum?: number; default?: number } = {}) =>
  Type.Integer({ minimum: 0, maximum: INT32_MAX, ...opts });

/** Deepest JSON nesting any route takes (an Aim Train replay is 4 levels deep). */
export const MAX_JSON_DEPTH = 16;

/** JSON bodies are at most this large unless the route says otherwise (`config.jsonBodyLimit`). */
export const DEFAULT_JSON_LIMIT = 64 * 1024;

export const NOT_TEXT = MESSAGES.NOT_TEXT.message;

/** Text a database can store: no NUL character and no unpaired UTF-16 surrogate. */
export function isStorableText(s: string): boolean {
  return !UNSTORABLE.test(s);
}
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when the JSON text nests deeper than `max`. A linear scan over the bytes (strings skipped
 * with indexOf), so a deep or huge body is refused before JSON.parse spends time on it.
 */
export function nestsDeeperThan(buf: Buffer, max: number): boolean {
  let depth = 0;
  const n = buf.length;
  for (let i = 0; i < n; i++) {
    const c = buf[i];
    if (c === 0x22) {
      let j = i + 1;
      for (;;) {
        j = buf.indexOf(0x22, j);
        if (j < 0) return false; // unterminated: JSON.parse reports it
        let k = j - 1;
        while (buf[k] === 0x5c) k--;
        if ((j - 1 - k) % 2 === 0) break; // an even run of backslashes: the quote ends the string
        j++;
      }
      i = j;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
