/** One fillText call: the text with the font and direction it was written in. */
export interface WrittenText {
  text: string;
  font: unknown;
  direction: unknown;
}

/**
 * A 2D context that does nothing but remember the text written on it (with its font and
 * direction) and measure text roughly, for tests of what a game build draws.
 */
const fontSizeOf = (font: unknown) => Number(/(\d+(?:\.\d+)?)px/.exec(String(font))?.[1] ?? 10);

export function textContext(): { ctx: CanvasRenderingContext2D; written: WrittenText[] } {
  const written: WrittenText[] = [];
  const state: Record<string | symbol, unknown> = { direction: 'inherit' };
  const ctx = new Proxy(state, {
    get: (target, key) => {
      if (key === 'fillText')
        return (text: string) => written.push({ text, font: target.font, direction: target.direction });
      // Text measures 0.6 of the font's size per character, as in the recording canvas.
      if (key === 'measureText')
        return (text: string) => ({ width: Array.from(text).length * fontSizeOf(target.font) * 0.6 });
      if (key in target) return target[key];
      return () => undefined;
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, written };
}
