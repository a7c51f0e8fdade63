// Draws one Cannon Clash frame: the field turned for the player (own side at the bottom, or at
// the left on a landscape canvas), towers with their hit points and damage (a centre tower shielded
// until both side towers fell), minions, both cannons, tower shots and impacts, then the HUD.
// Shapes are drawn in view units through one transform (with the device pixel ratio). Every piece
// drawn is also listed with its canvas position in the returned frame (the test view).
import { CANNON_Y_BOTTOM, CC_WORLD_HEIGHT } from '@portal/game-rules/cannon-clash';
import type { CannonTowerView } from '@portal/contracts';
import type { GameView } from '../runtime/game-module';
import { GameText } from '../runtime/game-text';
import type { CannonClashConfig } from './config';
import type { Effect } from './effects';
import { project, projectBox, viewTransform, worldToView, type Box, type FieldFit } from './field-view';
import { drawHud } from './hud';
import type { Picture } from './interpolation';
import {
  cannonReach,
  drawCannon,
  drawField,
  drawMinion,
  drawRing,
  drawShot,
  drawTower,
  towerReach,
} from './sprites';
import type { DrawnEntity } from './test-view';

export interface Scene {
  viewer: 0 | 1;
  picture: Picture | null;
  towers: CannonTowerView[];
  names: [string, string];
  remainingSeconds: number;
  /** Centre text over the field (phase), or null while playing. */
  banner: string | null;
  /** How the match was decided, under the end banner. */
  detail: string | null;
  bannerTone: 'info' | 'victory' | 'defeat';
  hint: string | null;
  reloadShare: number;
  effects: Array<Effect & { progress: number }>;
  /** Towers flashing from a hit now. */
  flashing: ReadonlySet<string>;
}

/** Draws the scene and returns what it drew, in CSS pixels of the canvas. */
export function renderScene(
  ctx: CanvasRenderingContext2D,
  view: GameView,
  fit: FieldFit,
  scene: Scene,
  c: CannonClashConfig,
  text: GameText = new GameText(c.labels),
): DrawnEntity[] {
  const { dpr } = view;
  const { viewer, picture } = scene;
  const drawn: DrawnEntity[] = [];
  const mark = (e: Omit<DrawnEntity, 'x' | 'y'>, vx: number, vy: number) =>
    drawn.push({ ...e, ...project(fit, vx, vy) });
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = c.palette.background;
  ctx.fillRect(0, 0, view.width * dpr, view.height * dpr);
  ctx.setTransform(...viewTransform(fit, dpr));
  drawField(ctx, c);
  for (const t of scene.towers) {
    const { vx, vy } = worldToView(viewer, t.x, t.y);
    const mine = t.side === viewer;
    drawTower(ctx, t, vx, vy, { mine, flash: scene.flashing.has(t.id) }, c);
    const box = projectBox(fit, vx, vy, towerReach(t.radius));
    mark({ kind: 'tower', id: `tower-${t.id}`, side: t.side === 1 ? 1 : 0, mine, hp: t.hp, box }, vx, vy);
  }
  for (const m of picture?.minions ?? []) {
    const { vx, vy } = worldToView(viewer, m.x, m.y);
    const mine = m.side === viewer;
    drawMinion(ctx, vx, vy, m.hp, mine, c);
    mark({ kind: 'minion', id: `minion-${m.id}`, side: m.side, mine, hp: m.hp }, vx, vy);
  }
  const other: 0 | 1 = viewer === 0 ? 1 : 0;
  const ownY = CANNON_Y_BOTTOM;
  const enemyY = CC_WORLD_HEIGHT - CANNON_Y_BOTTOM;
  const ownX = worldToView(viewer, picture?.cannonX[viewer] ?? 450, 0).vx;
  const enemyX = worldToView(viewer, picture?.cannonX[other] ?? 450, 0).vx;
  drawCannon(ctx, enemyX, enemyY, false, c);
  const enemyBox = projectBox(fit, enemyX, enemyY, cannonReach(false));
  mark({ kind: 'cannon', id: `cannon-${other}`, side: other, mine: false, box: enemyBox }, enemyX, enemyY);
  drawCannon(ctx, ownX, ownY, true, c);
  const ownBox = projectBox(fit, ownX, ownY, cannonReach(true));
  mark({ kind: 'cannon', id: `cannon-${viewer}`, side: viewer, mine: true, box: ownBox }, ownX, ownY);
  // Reload: a thin bar under the own cannon fills up until the next press fires.
  ctx.fillStyle = c.palette.hpBack;
  ctx.fillRect(ownX - 46, ownY + 30, 92, 10);
  ctx.fillStyle = scene.reloadShare >= 1 ? c.palette.victory : c.palette.hud;
  ctx.fillRect(ownX - 46, ownY + 30, 92 * scene.reloadShare, 10);
  drawEffects(ctx, scene, c, (e, vx, vy) => mark(e, vx, vy));
  const { badge, name } = drawHud(
    ctx,
    view,
    fit,
    {
      ownX,
      enemyX,
      opponent: scene.names[other] || text.label('opponent'),
      remainingSeconds: scene.remainingSeconds,
      banner: scene.banner,
      detail: scene.detail,
      bannerTone: scene.bannerTone,
      hint: scene.hint,
    },
    c,
    text,
  );
  const labels: Array<[DrawnEntity['kind'], string, 0 | 1, { x: number; y: number; box: Box }]> = [
    ['badge', 'badge-you', viewer, badge],
    ['name', 'name-opponent', other, name],
  ];
  for (const [kind, id, side, { x, y, box }] of labels)
    drawn.push({ kind, id, side, mine: side === viewer, x, y, box });
  return drawn;
}

function drawEffects(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  c: CannonClashConfig,
  mark: (e: Omit<DrawnEntity, 'x' | 'y'>, vx: number, vy: number) => void,
) {
  const { viewer } = scene;
  for (const e of scene.effects) {
    const to = worldToView(viewer, e.x, e.y);
    if (e.kind === 'shot' && e.fromX !== undefined && e.fromY !== undefined) {
      const from = worldToView(viewer, e.fromX, e.fromY);
      drawShot(ctx, from.vx, from.vy, to.vx, to.vy, e.progress);
      const at = {
        vx: from.vx + (to.vx - from.vx) * e.progress,
        vy: from.vy + (to.vy - from.vy) * e.progress,
      };
      mark({ kind: 'shot', id: 'shot', side: e.side, mine: e.side === viewer }, at.vx, at.vy);
    } else if (e.kind === 'burst') {
      drawRing(ctx, to.vx, to.vy, 120, e.progress, '#fb923c');
    } else if (e.kind === 'muzzle') {
      drawRing(ctx, to.vx, to.vy, 40, e.progress, c.palette.hud);
    }
  }
}
