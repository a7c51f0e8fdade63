import { Type } from '@sinclair/typebox';
import { MESSAGES, badRequest, withValues } from '../lib/errors.ts';

// The Urdu names staff give beside the English ones (tournaments, games, rewards, tasks): optional;
// an empty one is stored as null (subscribers in Urdu then see the English name).

/** An optional Urdu text in a request body: a string (empty clears it) or null. */
export const UrduText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

const URDU_LETTER = /\p{Script=Arabic}/u;

/**
 * The column value of an Urdu text: null when empty, else trimmed; 400 when it has no Urdu letter
 * (English typed into the Urdu field) or control characters.
 */
export function urduColumn(value: string | null, field: string): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) throw badRequest(withValues(MESSAGES.TEXT_ONE_LINE, { field }));
  if (!URDU_LETTER.test(text)) throw badRequest(withValues(MESSAGES.TEXT_NOT_URDU, { field }));
  return text;
}
