// Text over the field, drawn upright in CSS pixels at projected points (so it reads the same in
// both layouts): the 'YOU' badge, the opponent's name, the timer, the phase banner and the hint.
import type { CannonClashConfig } from './config';
import type { FieldFit } from './field-view';
import type { GameView } from '../runtime/game-module';
import type { GameText } from '../runtime/game-text';
import { placeOpponentName, type OpponentName } from './opponent-name';
import { placeYouBadge, type YouBadge } from './you-badge';

type Ctx = CanvasRenderingContext2D;

export function drawText(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
  dpr: number,
  language: GameText,
) {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  language.apply(ctx, 700, size);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = Math.max(2, size / 5);
  ctx.strokeStyle = 'rgba(0,0,0,0.75)';
  ctx.strokeText(text, x, y);
  ctx.fillStyle = color;
  ctx.fillText(text, x, y);
}

/** The 'YOU' badge: a pill in the own colour with an arrow pointing at the own cannon. */
function drawYouBadge(ctx: Ctx, badge: YouBadge, c: CannonClashConfig, dpr: number, text: GameText) {
  const { x, y, width: w, height: h, tipX, tipY, fontSize: size } = badge;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = c.palette.own;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  // The arrow's base sits just inside the pill, across the line from its centre to the tip.
  const [acrossX, acrossY] = tipX === x ? [size * 0.4, 0] : [0, size * 0.4];
  const baseX = tipX - Math.sign(tipX - x) * size * 0.6;
  const baseY = tipY - Math.sign(tipY - y) * size * 0.6;
  ctx.beginPath();
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(baseX + acrossX, baseY + acrossY);
  ctx.lineTo(baseX - acrossX, baseY - acrossY);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - h / 2, w, h, h / 2);
  ctx.fill();
  ctx.stroke();
  text.apply(ctx, 800, size);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#0b1020';
  ctx.fillText(text.label('you'), x, y + 1);
}

export interface HudText {
  ownX: number;
  enemyX: number;
  opponent: string;
  remainingSeconds: number;
  banner: string | null;
  /** A second line under the banner (how the match was decided). */
  detail: string | null;
  bannerTone: 'info' | 'victory' | 'defeat';
  hint: string | null;
}

/** Where the HUD put the labels that sit on the field. */
export interface HudPlaces {
  badge: YouBadge;
  name: OpponentName;
}

export function drawHud(
  ctx: Ctx,
  view: GameView,
  fit: FieldFit,
  hud: HudText,
  c: CannonClashConfig,
  text: GameText,
): HudPlaces {
  const { dpr } = view;
  const fontSize = Math.max(11, Math.min(18, fit.scale * 40));
  const badge = placeYouBadge(fit, view, hud.ownX, fontSize);
  drawYouBadge(ctx, badge, c, dpr, text);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const name = placeOpponentName(ctx, fit, view, hud.enemyX, hud.opponent, fontSize * 0.85, text);
  drawText(ctx, name.text, name.x, name.y, name.fontSize, c.palette.hudMuted, dpr, text);
  const minutes = Math.floor(hud.remainingSeconds / 60);
  const seconds = String(hud.remainingSeconds % 60).padStart(2, '0');
  drawText(
    ctx,
    `${minutes}:${seconds}`,
    fit.left + fit.width / 2,
    fit.top + 16,
    fontSize,
    c.palette.hud,
    dpr,
    text,
  );
  if (hud.banner) {
    const color =
      hud.bannerTone === 'victory'
        ? c.palette.victory
        : hud.bannerTone === 'defeat'
          ? c.palette.defeat
          : c.palette.hud;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = 'rgba(5,7,15,0.55)';
    ctx.fillRect(0, view.height / 2 - fontSize * 2, view.width, fontSize * 4);
    drawText(ctx, hud.banner, view.width / 2, view.height / 2, fontSize * 1.6, color, dpr, text);
    if (hud.detail) {
      ctx.fillStyle = 'rgba(5,7,15,0.55)';
      ctx.fillRect(0, view.height / 2 + fontSize * 2, view.width, fontSize * 2);
      const y = view.height / 2 + fontSize * 3;
      drawText(ctx, hud.detail, view.width / 2, y, fontSize, c.palette.hud, dpr, text);
    }
  }
  if (hud.hint)
    drawText(
      ctx,
      hud.hint,
      view.width / 2,
      view.height - fontSize,
      fontSize * 0.85,
      c.palette.hudMuted,
      dpr,
      text,
    );
  return { badge, name };
}
