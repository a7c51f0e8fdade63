// Draws one Cannon Clash frame: the field turned for the player (own side at the bottom, or at
// the left on a landscape canvas), towers with their hit points (a centre tower shielded until both
// side towers fell), minions, both cannons with the own one marked 'YOU', the timer and the phase.
// Shapes are drawn in view units through one transform (with the device pixel ratio); text is drawn
// upright in CSS pixels at projected points, so it reads the same way in both layouts.
import {
  CC_WORLD_HEIGHT,
  CC_WORLD_WIDTH,
  CANNON_Y_BOTTOM,
  MINION_HP,
  MINION_RADIUS,
} from '@portal/game-rules/cannon-clash';
import type { CannonTowerView } from '@portal/shared/types';
import type { GameView } from '../runtime/game-module';
import type { CannonClashConfig } from './config';
import { project, viewTransform, worldToView, type FieldFit } from './field-view';
import type { Picture } from './interpolation';

export interface Scene {
  viewer: 0 | 1;
  picture: Picture | null;
  towers: CannonTowerView[];
  names: [string, string];
  remainingSeconds: number;
  /** Centre text over the field (phase), or null while playing. */
  banner: string | null;
  bannerTone: 'info' | 'victory' | 'defeat';
  hint: string | null;
  reloadShare: number;
}

const TAU = Math.PI * 2;

function circle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
}

function drawField(ctx: CanvasRenderingContext2D, c: CannonClashConfig) {
  const half = CC_WORLD_HEIGHT / 2;
  ctx.fillStyle = c.palette.enemyHalf;
  ctx.fillRect(0, 0, CC_WORLD_WIDTH, half);
  ctx.fillStyle = c.palette.ownHalf;
  ctx.fillRect(0, half, CC_WORLD_WIDTH, half);
  ctx.fillStyle = c.palette.river;
  ctx.fillRect(0, half - 18, CC_WORLD_WIDTH, 36);
}

function drawTower(
  ctx: CanvasRenderingContext2D,
  t: CannonTowerView,
  mine: boolean,
  viewer: 0 | 1,
  c: CannonClashConfig,
) {
  const { vx, vy } = worldToView(viewer, t.x, t.y);
  if (t.destroyed) {
    ctx.fillStyle = c.palette.rubble;
    circle(ctx, vx, vy, t.radius * 0.7);
    ctx.fill();
    return;
  }
  ctx.fillStyle = mine ? c.palette.ownDark : c.palette.enemyDark;
  circle(ctx, vx, vy, t.radius);
  ctx.fill();
  ctx.fillStyle = mine ? c.palette.own : c.palette.enemy;
  circle(ctx, vx, vy, t.radius * 0.62);
  ctx.fill();
  if (!t.attackable) {
    ctx.strokeStyle = c.palette.shield;
    ctx.lineWidth = 6;
    ctx.setLineDash([14, 10]);
    circle(ctx, vx, vy, t.radius + 12);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  // Hit points: a bar across the tower's base.
  const w = t.radius * 2;
  const share = t.maxHp > 0 ? Math.max(0, t.hp) / t.maxHp : 0;
  const y = vy + t.radius + 14;
  ctx.fillStyle = c.palette.hpBack;
  ctx.fillRect(vx - w / 2, y, w, 12);
  ctx.fillStyle = mine ? c.palette.own : c.palette.enemy;
  ctx.fillRect(vx - w / 2, y, w * share, 12);
}

function drawCannon(
  ctx: CanvasRenderingContext2D,
  vx: number,
  vy: number,
  mine: boolean,
  c: CannonClashConfig,
) {
  ctx.fillStyle = mine ? c.palette.ownDark : c.palette.enemyDark;
  ctx.fillRect(vx - 44, vy - 22, 88, 44);
  ctx.fillStyle = mine ? c.palette.own : c.palette.enemy;
  // The barrel points at the other side (up in the player's view for the own cannon).
  const dir = mine ? -1 : 1;
  ctx.fillRect(vx - 12, dir < 0 ? vy - 62 : vy + 22, 24, 40);
  circle(ctx, vx, vy, 20);
  ctx.fill();
}

function drawText(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
  dpr: number,
) {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.font = `700 ${size}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = Math.max(2, size / 5);
  ctx.strokeStyle = 'rgba(0,0,0,0.75)';
  ctx.strokeText(text, x, y);
  ctx.fillStyle = color;
  ctx.fillText(text, x, y);
}

export function renderScene(
  ctx: CanvasRenderingContext2D,
  view: GameView,
  fit: FieldFit,
  scene: Scene,
  c: CannonClashConfig,
) {
  const { dpr } = view;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = c.palette.background;
  ctx.fillRect(0, 0, view.width * dpr, view.height * dpr);
  ctx.setTransform(...viewTransform(fit, dpr));
  drawField(ctx, c);
  const { viewer, picture } = scene;
  for (const t of scene.towers) drawTower(ctx, t, t.side === viewer, viewer, c);
  for (const m of picture?.minions ?? []) {
    const { vx, vy } = worldToView(viewer, m.x, m.y);
    const mine = m.side === viewer;
    ctx.fillStyle = mine ? c.palette.own : c.palette.enemy;
    circle(ctx, vx, vy, MINION_RADIUS);
    ctx.fill();
    ctx.strokeStyle = c.palette.hud;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(vx, vy, MINION_RADIUS + 5, -Math.PI / 2, -Math.PI / 2 + TAU * Math.max(0, m.hp / MINION_HP));
    ctx.stroke();
  }
  const ownY = CANNON_Y_BOTTOM;
  const enemyY = CC_WORLD_HEIGHT - CANNON_Y_BOTTOM;
  const other: 0 | 1 = viewer === 0 ? 1 : 0;
  const ownX = worldToView(viewer, picture?.cannonX[viewer] ?? 450, 0).vx;
  const enemyX = worldToView(viewer, picture?.cannonX[other] ?? 450, 0).vx;
  drawCannon(ctx, enemyX, enemyY, false, c);
  drawCannon(ctx, ownX, ownY, true, c);
  // Reload: a thin bar under the own cannon fills up until the next press fires.
  ctx.fillStyle = c.palette.hpBack;
  ctx.fillRect(ownX - 44, ownY + 28, 88, 8);
  ctx.fillStyle = c.palette.hud;
  ctx.fillRect(ownX - 44, ownY + 28, 88 * scene.reloadShare, 8);

  const fontSize = Math.max(11, Math.min(18, fit.scale * 40));
  const you = project(fit, ownX, ownY - 80);
  drawText(ctx, c.labels.you, you.x, you.y, fontSize, c.palette.hud, dpr);
  const them = project(fit, enemyX, enemyY + 80);
  drawText(
    ctx,
    scene.names[other] || c.labels.opponent,
    them.x,
    them.y,
    fontSize * 0.85,
    c.palette.hudMuted,
    dpr,
  );

  const minutes = Math.floor(scene.remainingSeconds / 60);
  const seconds = String(scene.remainingSeconds % 60).padStart(2, '0');
  drawText(
    ctx,
    `${minutes}:${seconds}`,
    fit.left + fit.width / 2,
    fit.top + 16,
    fontSize,
    c.palette.hud,
    dpr,
  );
  if (scene.banner) {
    const color =
      scene.bannerTone === 'victory'
        ? c.palette.victory
        : scene.bannerTone === 'defeat'
          ? c.palette.defeat
          : c.palette.hud;
    drawText(ctx, scene.banner, view.width / 2, view.height / 2, fontSize * 1.4, color, dpr);
  }
  if (scene.hint) {
    drawText(
      ctx,
      scene.hint,
      view.width / 2,
      view.height - fontSize,
      fontSize * 0.85,
      c.palette.hudMuted,
      dpr,
    );
  }
}
