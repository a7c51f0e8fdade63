// The shared package's own strings and the api's messages by code (`api.<CODE>`): the api answers
// with a message code beside its English text, and screens show the text of the active language.
import type { Messages } from '@lingui/core';
import { i18n, registerCatalog } from './catalogs';
import en from './en.json';

export type SharedMessage = keyof typeof en;

registerCatalog('shared', {
  en: en as unknown as Messages,
  ur: () => import('./ur.json') as unknown as Promise<{ default: Messages }>,
});

/**
 * What a screen shows for an api answer: the active language's text for the answer's `code` (its
 * `{name}` placeholders filled from the answer's `values`), else the text the api sent (English),
 * else the screen's fallback. In English the api's own text wins: it may carry detail the
 * registry's text leaves out, and the English catalog ships without the `api.*` texts for that
 * reason (tooling/i18n-catalog.cjs).
 */
export function apiMessage(
  code: unknown,
  english: string | undefined,
  fallback: string,
  values?: unknown,
): string {
  if (english && i18n.locale === 'en') return english;
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) {
    const id = `api.${code}`;
    const given = values && typeof values === 'object' ? (values as Record<string, unknown>) : undefined;
    if (Object.prototype.hasOwnProperty.call(i18n.messages, id)) return i18n._(id, given);
  }
  return english ?? fallback;
}
