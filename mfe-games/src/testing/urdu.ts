// What the Urdu component tests share: the page switched to Urdu and back, and the Latin words
// left in a screen's text (the brand list of scripts/check-i18n.mjs may stay in Latin letters).
import { act } from '@testing-library/react';
import { setLocale } from '@portal/shared/i18n';
import '../i18n';

const BRAND = new Set(
  'PlayZone ESL PUBG UC Free Fire Clash Royale Call of Duty Mobile Aim Train Puzzle Mania Cannon Clash Room ID UID OTP SMS Jazz'.split(
    ' ',
  ),
);

export const toUrdu = () => act(() => setLocale('ur'));
export const toEnglish = () => act(() => setLocale('en'));

/**
 * Latin-script words in `text` other than the brand list; `data` is what the subscriber or the api
 * gave (a Room ID, a player's name), taken out before looking.
 */
export function latinWords(text: string, data: readonly string[] = []): string[] {
  const rest = data.reduce((t, d) => t.split(d).join(' '), text);
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((w) => !BRAND.has(w));
}

/** Arabic-script letters (Urdu) are in the text. */
export const hasUrdu = (text: string): boolean => /[\u0600-\u06FF]/.test(text);

/** The page's text, one text node at a time (textContent would run neighbouring words together). */
export function screenText(root: Node = document.body): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ');
}
