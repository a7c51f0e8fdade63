// Urdu screens in component tests: the page switched to Urdu and back, and the words a person would
// read in Latin letters besides the brand list (shared/src/i18n/latin-words.json, the list the
// catalog check and the e2e walk use too).
import { act } from '@testing-library/react';
import { setLocale } from '@portal/shared/i18n';
import LATIN_WORDS from '../i18n/latin-words.json';

const BRAND = new Set<string>(LATIN_WORDS);

/** Urdu for the test (the registered Urdu catalogs download first). */
export const toUrdu = () => act(() => setLocale('ur'));
/** Back to English after the test. */
export const toEnglish = () => act(() => setLocale('en'));

/**
 * The Latin-script words of `text` other than the brand list. E-mail addresses and `data` (what the
 * subscriber or the api gave: a Room ID, a player's name, text another package formats) are taken
 * out before looking.
 */
export function latinWords(text: string, data: readonly string[] = []): string[] {
  const rest = data.reduce((t, d) => t.split(d).join(' '), text.replace(/\S+@\S+\.\S+/g, ' '));
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => !BRAND.has(word));
}

/** Arabic-script letters (Urdu) are in the text. */
export const hasUrdu = (text: string): boolean => /[\u0600-\u06FF]/.test(text);

/** The text under `root`, one text node at a time (textContent would run neighbouring words together). */
export function screenText(root: Node | null = document.body): string {
  if (!root) throw new Error('screenText: no element to read');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ');
}
