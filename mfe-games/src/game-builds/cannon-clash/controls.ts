// Cannon Clash's input: a drag (mouse or touch) moves the own cannon, a press fires, and the
// arrow keys step the cannon while Space or Enter fires.
import { viewXToWorldX } from '@portal/game-rules/cannon-clash';
import { pointerToViewX, project } from './field-view';
import { playSound, type ClashSession } from './session';

/** Moves the own cannon towards the canvas point (CSS pixels) while playing. */
export function aim(s: ClashSession, x: number, y: number): void {
  const { model } = s;
  const side = model.side;
  const viewX = pointerToViewX(s.fit, x, y);
  if (side === null || viewX === null || s.stage !== 'playing') return;
  const worldX = viewXToWorldX(side, viewX);
  model.prediction.setTarget(worldX, model.serverCannonX(side));
  s.link?.moveTo(worldX);
}

export function fire(s: ClashSession): void {
  if (s.stage !== 'playing') return;
  s.link?.fire();
  playSound(s, s.config.sounds.fire);
}

/** Listens for drags and keys on the canvas; returns the function that stops listening. */
export function bindControls(s: ClashSession): () => void {
  const canvas = s.host.canvas;
  let pressed: number | null = null;
  const onDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    pressed = e.pointerId;
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      // not capturable (synthetic event): moves over the canvas still drag
    }
  };
  const onMove = (e: PointerEvent) => {
    if (pressed !== e.pointerId) return;
    const rect = canvas.getBoundingClientRect();
    aim(s, e.clientX - rect.left, e.clientY - rect.top);
  };
  const onUp = (e: PointerEvent) => {
    if (pressed === e.pointerId) pressed = null;
  };
  const onKey = (e: KeyboardEvent) => {
    const step = { ArrowLeft: -60, ArrowUp: -60, ArrowRight: 60, ArrowDown: 60 }[e.key];
    if (step !== undefined && s.model.side !== null) {
      e.preventDefault();
      const target = Math.min(900, Math.max(0, s.ownViewX + step));
      const p = project(s.fit, target, 1530);
      aim(s, p.x, p.y);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      fire(s);
    }
  };
  const listeners = [
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', onUp],
    ['pointercancel', onUp],
    ['keydown', onKey],
  ] as const;
  for (const [type, listener] of listeners) canvas.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) canvas.removeEventListener(type, listener as EventListener);
  };
}
