// A recording stand-in for a 2D canvas context in unit tests (jsdom has no canvas): it keeps the
// current transform and records every arc and rectangle in backing-store pixels, so a test can
// check where shapes and text really landed. Text measures 0.6 of the font's size per character.
type Matrix = [number, number, number, number, number, number];

export interface Mark {
  op: 'arc' | 'fillRect' | 'ellipse' | 'fillText';
  x: number;
  y: number;
  fillStyle: unknown;
  /** What fillText wrote. */
  text?: string;
}

export function recordingContext(): { ctx: CanvasRenderingContext2D; marks: Mark[] } {
  const marks: Mark[] = [];
  let m: Matrix = [1, 0, 0, 1, 0, 0];
  const state: Record<string | symbol, unknown> = { fillStyle: '#000' };
  const at = (x: number, y: number) => ({ x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] });
  const methods: Record<string, (...a: never[]) => void> = {
    fillText: (text: string, x: number, y: number) =>
      marks.push({ op: 'fillText', ...at(x, y), fillStyle: state.fillStyle, text }),
    setTransform: (...a: number[]) => {
      m = a.slice(0, 6) as Matrix;
    },
    arc: (x: number, y: number) => marks.push({ op: 'arc', ...at(x, y), fillStyle: state.fillStyle }),
    ellipse: (x: number, y: number) => marks.push({ op: 'ellipse', ...at(x, y), fillStyle: state.fillStyle }),
    fillRect: (x: number, y: number, w: number, h: number) =>
      marks.push({ op: 'fillRect', ...at(x + w / 2, y + h / 2), fillStyle: state.fillStyle }),
  };
  const fontSize = () => Number(/(\d+(?:\.\d+)?)px/.exec(String(state.font))?.[1] ?? 10);
  const measureText = (text: string) => ({ width: Array.from(text).length * fontSize() * 0.6 });
  const ctx = new Proxy(state, {
    get: (target, key) =>
      key === 'measureText'
        ? measureText
        : typeof key === 'string' && key in methods
          ? methods[key]
          : key in target
            ? target[key]
            : () => undefined,
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, marks };
}
