// The page -> game language message (SetLanguage), shared by the page (features/game-platform) and
// the game builds. A build draws English from its data file's labels; in another language the page
// sends the texts from its catalog (mfe-games/src/i18n), the direction and the font to draw with,
// and sends them again on every switch. A real Unity build implements the same method.
import type { UnityMessageParameter } from './unity-contract';

/** The method every game object takes: parameter JSON GameLanguagePayload. */
export const SET_LANGUAGE_METHOD = 'SetLanguage';

export interface GameLanguagePayload {
  /** 'en' or 'ur'. */
  locale: string;
  /** The direction text is written in; the playfield itself never mirrors. */
  dir: 'ltr' | 'rtl';
  /** A CSS font-family list that has the language's glyphs, for canvas text. */
  font: string;
  /**
   * Label key -> text. Templates keep `{name}` placeholders that the game fills
   * (`fillTemplate`), e.g. 'completed': 'لیول {level} مکمل!'.
   */
  labels: Record<string, string>;
}

export const encodeGameLanguage = (payload: GameLanguagePayload): string => JSON.stringify(payload);

export function decodeGameLanguage(text: UnityMessageParameter | unknown): GameLanguagePayload | null {
  if (typeof text !== 'string') return null;
  try {
    const p = JSON.parse(text) as Record<string, unknown> | null;
    if (!p || typeof p.locale !== 'string' || typeof p.font !== 'string') return null;
    if (!p.labels || typeof p.labels !== 'object') return null;
    const labels: Record<string, string> = {};
    for (const [key, value] of Object.entries(p.labels as Record<string, unknown>)) {
      if (typeof value === 'string') labels[key] = value;
    }
    return { locale: p.locale, dir: p.dir === 'rtl' ? 'rtl' : 'ltr', font: p.font, labels };
  } catch {
    return null;
  }
}

/** Fills `{name}` placeholders: fillTemplate('Level {level}', { level: 3 }) === 'Level 3'. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
