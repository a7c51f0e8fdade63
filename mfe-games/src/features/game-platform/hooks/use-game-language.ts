import { useEffect, useRef } from 'react';
import { directionOf, useLocale, type Locale } from '@portal/shared/i18n';
import { encodeGameLanguage, SET_LANGUAGE_METHOD } from '../../../game-contracts/game-language';
import { useT, type Message } from '../../../i18n';
import type { GameLoader } from './use-game-loader';

/** Fonts with Arabic-script glyphs, Nastaliq first, for a page stack that names none. */
export const URDU_CANVAS_FONTS =
  "'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', 'Urdu Typesetting', 'Noto Naskh Arabic', 'Noto Sans Arabic', Tahoma";

const ARABIC_SCRIPT_FONT = /nastaliq|nastaleeq|naskh|arabic|urdu/i;

/**
 * The canvas font stack for a language: the page's own (read from the page, so the canvas writes
 * what the page writes); in Urdu, when the page's stack names no Arabic-script font, the Urdu
 * fonts come first.
 */
export function canvasFontStack(locale: Locale, element: Element | null = document.body): string {
  const page = (element && getComputedStyle(element).fontFamily) || 'system-ui, sans-serif';
  return locale === 'ur' && !ARABIC_SCRIPT_FONT.test(page) ? `${URDU_CANVAS_FONTS}, ${page}` : page;
}

/** A game's labels: its label key -> catalog id, and the placeholders its templates keep. */
export type GameLabels = Record<string, Message | [Message, readonly string[]]>;

/**
 * Tells the loaded game the page's language (SetLanguage) with its canvas labels from this
 * package's catalog, and again on every switch. English is the build's own data file, so nothing
 * is sent until another language was on.
 */
export function useGameLanguage(loader: GameLoader, gameObject: string, labels: GameLabels) {
  const locale = useLocale();
  const t = useT();
  const { status, send } = loader;
  const told = useRef<Locale>('en');
  const labelsRef = useRef(labels);
  labelsRef.current = labels;
  useEffect(() => {
    if (status !== 'loaded' || locale === told.current) return;
    told.current = locale;
    const texts: Record<string, string> = {};
    for (const [key, entry] of Object.entries(labelsRef.current)) {
      const [id, placeholders] = Array.isArray(entry) ? entry : [entry, []];
      // Placeholders stay as `{name}` for the game to fill as it draws.
      texts[key] = t(id, Object.fromEntries(placeholders.map((p) => [p, `{${p}}`])));
    }
    const payload = { locale, dir: directionOf(locale), font: canvasFontStack(locale), labels: texts };
    send(gameObject, SET_LANGUAGE_METHOD, encodeGameLanguage(payload));
  }, [status, locale, send, gameObject, t]);
}
