// Urdu screens in component tests: the words a person would see in Latin letters, besides the
// brand list of scripts/check-i18n.mjs (game titles and terms players use in Latin letters).
import { act } from '@testing-library/react';
import { setLocale } from '@portal/shared/i18n';

const BRAND = new Set(
  'PlayZone ESL PUBG UC Free Fire Clash Royale Call of Duty Mobile Aim Train Puzzle Mania Cannon Clash Room ID UID OTP SMS Jazz'.split(' '),
);

/**
 * Latin words in a screen's text that are not brand names. E-mail addresses are the subscriber's or
 * support's data, not the screen's words, so they are left out; so is `except` (text another package
 * formats, such as money, which its own tests check in Urdu).
 */
export function latinWords(text: string, except: string[] = []): string[] {
  let rest = text.replace(/\S+@\S+\.\S+/g, ' ');
  for (const part of except) rest = rest.split(part).join(' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => !BRAND.has(word));
}

/** Urdu for the test (the Urdu catalogs download first), back to English after it. */
export const switchToUrdu = () => act(() => setLocale('ur'));
export const switchToEnglish = () => act(() => setLocale('en'));
