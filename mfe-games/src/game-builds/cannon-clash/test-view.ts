// The read-only test view of the last drawn frame: what the renderer drew and where, in CSS pixels
// of the canvas. The renderer fills it while it draws (the same projection as the canvas
// transform), so it reports the picture, not the server's state. The build writes it to the
// canvas's `data-frame` only when the test flag was set before load; nothing reads it back.
import type { Box } from './field-view';

export type DrawnKind = 'cannon' | 'minion' | 'tower' | 'shot' | 'badge' | 'name';

export interface DrawnEntity {
  kind: DrawnKind;
  /** 'cannon-0', 'minion-12', 'tower-1-left', 'shot', 'badge-you', 'name-opponent'. */
  id: string;
  /** The owner's side (world side; the shot's tower's side). */
  side: 0 | 1;
  /** The viewer's own piece. */
  mine: boolean;
  /** Centre on the canvas, CSS pixels from its top left. */
  x: number;
  y: number;
  hp?: number;
  /** What the drawing covers (towers, cannons, the 'YOU' badge, the opponent's name), CSS pixels. */
  box?: Box;
}

export interface DrawnFrame {
  /** Counts frames drawn since the game started. */
  frame: number;
  viewer: 0 | 1;
  phase: string;
  width: number;
  height: number;
  entities: DrawnEntity[];
}

/** The live picture the build writes to the canvas's data attributes with the test flag (CSS pixels). */
export interface CannonPicture {
  phase: string;
  side: number;
  /** The drag axis on screen: 'y' when the field is drawn turned (landscape), else 'x'. */
  axis: 'x' | 'y';
  you: { x: number; y: number };
  towers: Array<{
    id: string;
    mine: boolean;
    kind: string;
    x: number;
    y: number;
    hp: number;
    attackable: boolean;
  }>;
}

const round = (v: number) => Math.round(v * 10) / 10;

/** Writes the frame to the canvas for the e2e suite (test flag only). */
export function exposeDrawnFrame(canvas: HTMLCanvasElement, frame: DrawnFrame): void {
  canvas.dataset.frame = JSON.stringify({
    ...frame,
    entities: frame.entities.map((e) => ({ ...e, x: round(e.x), y: round(e.y) })),
  });
}
