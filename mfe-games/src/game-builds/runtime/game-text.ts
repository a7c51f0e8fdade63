// The texts a game draws on its canvas: the English of its data file until the page sends another
// language (SetLanguage, game-contracts/game-language.ts), then the page's catalog texts, read at
// draw time so a switch shows on the next frame. Urdu text is drawn right to left in the font the
// page gave (one with Arabic-script glyphs); the playfield itself never mirrors.
import {
  decodeGameLanguage,
  fillTemplate,
  type GameLanguagePayload,
} from '../../game-contracts/game-language';

/** The page's own Latin font stack (shared/src/ui/theme.css). */
export const LATIN_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export type TemplateValues = Record<string, string | number>;

export class GameText {
  private language: GameLanguagePayload | null = null;

  /** `english`: label key -> English text or template (the data file's labels and the game's own). */
  constructor(
    private readonly english: Readonly<Record<string, string>>,
    private readonly englishFont = LATIN_FONT,
  ) {}

  /** SetLanguage from the page; English goes back to the data file's texts. False when unreadable. */
  set(parameter: unknown): boolean {
    const payload = decodeGameLanguage(parameter);
    if (!payload) return false;
    this.language = payload.locale === 'en' ? null : payload;
    return true;
  }

  get dir(): 'ltr' | 'rtl' {
    return this.language?.dir ?? 'ltr';
  }

  get locale(): string {
    return this.language?.locale ?? 'en';
  }

  /** The text of a label in the current language, its `{name}` placeholders filled. */
  label(key: string, values?: TemplateValues): string {
    const template = this.language?.labels[key] ?? this.english[key] ?? key;
    return values ? fillTemplate(template, values) : template;
  }

  /** A canvas font in the language's font stack: font(700, 18) === '700 18px system-ui, ...'. */
  font(weight: number, size: number): string {
    return `${weight} ${size}px ${this.language?.font ?? this.englishFont}`;
  }

  /** Sets the canvas's font and text direction for the current language. */
  apply(ctx: CanvasRenderingContext2D, weight: number, size: number): void {
    ctx.font = this.font(weight, size);
    ctx.direction = this.dir;
  }
}
