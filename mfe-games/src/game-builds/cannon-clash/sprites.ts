// The shapes of Cannon Clash, drawn in view units (own side at the bottom) under the field's
// transform: a soft shadow under each piece and a lit top give depth without images, so the build
// stays a few kilobytes. Colours come from the data file's palette.
import { CC_WORLD_HEIGHT, CC_WORLD_WIDTH, MINION_HP, MINION_RADIUS } from '@portal/game-rules/cannon-clash';
import type { CannonTowerView } from '@portal/contracts';
import type { CannonClashConfig } from './config';

type Ctx = CanvasRenderingContext2D;
const TAU = Math.PI * 2;

function circle(ctx: Ctx, x: number, y: number, r: number) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
}

function shadow(ctx: Ctx, x: number, y: number, r: number) {
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.beginPath();
  ctx.ellipse(x + r * 0.18, y + r * 0.3, r * 1.05, r * 0.8, 0, 0, TAU);
  ctx.fill();
}

/** A lit ball: dark rim, body, a highlight up and to the left. */
function ball(ctx: Ctx, x: number, y: number, r: number, body: string, rim: string) {
  circle(ctx, x, y, r);
  ctx.fillStyle = rim;
  ctx.fill();
  circle(ctx, x - r * 0.08, y - r * 0.1, r * 0.82);
  ctx.fillStyle = body;
  ctx.fill();
  circle(ctx, x - r * 0.32, y - r * 0.36, r * 0.28);
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.fill();
}

export function drawField(ctx: Ctx, c: CannonClashConfig) {
  const half = CC_WORLD_HEIGHT / 2;
  ctx.fillStyle = c.palette.enemyHalf;
  ctx.fillRect(0, 0, CC_WORLD_WIDTH, half);
  ctx.fillStyle = c.palette.ownHalf;
  ctx.fillRect(0, half, CC_WORLD_WIDTH, half);
  // Lanes: faint stripes across the field give a sense of distance.
  ctx.fillStyle = 'rgba(255,255,255,0.035)';
  for (let y = 0; y < CC_WORLD_HEIGHT; y += 160) ctx.fillRect(0, y, CC_WORLD_WIDTH, 80);
  ctx.fillStyle = c.palette.river;
  ctx.fillRect(0, half - 18, CC_WORLD_WIDTH, 36);
  ctx.fillStyle = 'rgba(255,255,255,0.25)';
  ctx.fillRect(0, half - 18, CC_WORLD_WIDTH, 5);
}

export interface TowerLook {
  mine: boolean;
  flash: boolean;
}

/** How far a piece's drawing reaches from its centre, view units (own side at the bottom). */
export interface Reach {
  across: number;
  up: number;
  down: number;
}

/** A tower: the shield ring (radius + 12, 6 wide) across and up, the hit-point bar below. */
export function towerReach(radius: number): Reach {
  return { across: radius + 15, up: radius + 15, down: radius + 28 };
}

/** A cannon: the wheels across, the barrel towards the other side, the shadow behind. */
export function cannonReach(mine: boolean): Reach {
  return mine ? { across: 56, up: 66, down: 49 } : { across: 56, up: 22, down: 66 };
}

export function drawTower(
  ctx: Ctx,
  t: CannonTowerView,
  vx: number,
  vy: number,
  look: TowerLook,
  c: CannonClashConfig,
) {
  const r = t.radius;
  if (t.destroyed) {
    shadow(ctx, vx, vy, r * 0.7);
    ctx.fillStyle = c.palette.rubble;
    for (const [dx, dy, s] of RUBBLE) {
      circle(ctx, vx + dx * r, vy + dy * r, s * r);
      ctx.fill();
    }
    return;
  }
  shadow(ctx, vx, vy, r);
  ball(
    ctx,
    vx,
    vy,
    r,
    look.mine ? c.palette.own : c.palette.enemy,
    look.mine ? c.palette.ownDark : c.palette.enemyDark,
  );
  // Battlements: a ring of blocks on the top.
  ctx.fillStyle = look.mine ? c.palette.ownDark : c.palette.enemyDark;
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * TAU;
    ctx.fillRect(vx + Math.cos(a) * r * 0.62 - 6, vy + Math.sin(a) * r * 0.62 - 6, 12, 12);
  }
  const share = t.maxHp > 0 ? Math.max(0, t.hp) / t.maxHp : 0;
  drawCracks(ctx, vx, vy, r, share);
  if (look.flash) {
    circle(ctx, vx, vy, r);
    ctx.fillStyle = 'rgba(255,255,255,0.65)';
    ctx.fill();
  }
  if (!t.attackable) {
    ctx.strokeStyle = c.palette.shield;
    ctx.lineWidth = 6;
    ctx.setLineDash([14, 10]);
    circle(ctx, vx, vy, r + 12);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const w = r * 2;
  const y = vy + r + 14;
  ctx.fillStyle = c.palette.hpBack;
  ctx.fillRect(vx - w / 2 - 2, y - 2, w + 4, 16);
  ctx.fillStyle =
    share > 0.5 ? (look.mine ? c.palette.own : c.palette.enemy) : share > 0.25 ? '#fbbf24' : '#ef4444';
  ctx.fillRect(vx - w / 2, y, w * share, 12);
}

const RUBBLE: ReadonlyArray<[number, number, number]> = [
  [-0.3, -0.1, 0.32],
  [0.25, 0.05, 0.28],
  [0, 0.3, 0.24],
  [-0.05, -0.35, 0.2],
];

/** Damage states: cracks appear below two thirds of the hit points, more below one third. */
function drawCracks(ctx: Ctx, x: number, y: number, r: number, share: number) {
  if (share > 2 / 3) return;
  ctx.strokeStyle = 'rgba(0,0,0,0.6)';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(x - r * 0.5, y - r * 0.2);
  ctx.lineTo(x - r * 0.1, y + r * 0.05);
  ctx.lineTo(x + r * 0.1, y - r * 0.4);
  if (share <= 1 / 3) {
    ctx.moveTo(x + r * 0.55, y + r * 0.1);
    ctx.lineTo(x + r * 0.15, y + r * 0.3);
    ctx.lineTo(x - r * 0.2, y + r * 0.6);
  }
  ctx.stroke();
}

export function drawCannon(ctx: Ctx, vx: number, vy: number, mine: boolean, c: CannonClashConfig) {
  const dir = mine ? -1 : 1;
  shadow(ctx, vx, vy, 44);
  // Carriage with wheels, then the barrel pointing at the other side.
  ctx.fillStyle = mine ? c.palette.ownDark : c.palette.enemyDark;
  ctx.fillRect(vx - 46, vy - 20, 92, 40);
  ctx.fillStyle = '#1f2937';
  circle(ctx, vx - 40, vy, 16);
  ctx.fill();
  circle(ctx, vx + 40, vy, 16);
  ctx.fill();
  ctx.fillStyle = mine ? c.palette.own : c.palette.enemy;
  ctx.fillRect(vx - 13, dir < 0 ? vy - 66 : vy + 6, 26, 60);
  ctx.fillStyle = 'rgba(255,255,255,0.3)';
  ctx.fillRect(vx - 9, dir < 0 ? vy - 66 : vy + 6, 6, 60);
  ball(
    ctx,
    vx,
    vy,
    22,
    mine ? c.palette.own : c.palette.enemy,
    mine ? c.palette.ownDark : c.palette.enemyDark,
  );
}

/** A minion: a helmeted ball walking towards the enemy, its hit points as a ring. */
export function drawMinion(
  ctx: Ctx,
  vx: number,
  vy: number,
  hp: number,
  mine: boolean,
  c: CannonClashConfig,
) {
  const r = MINION_RADIUS;
  const dir = mine ? -1 : 1;
  shadow(ctx, vx, vy, r);
  ball(
    ctx,
    vx,
    vy,
    r,
    mine ? c.palette.own : c.palette.enemy,
    mine ? c.palette.ownDark : c.palette.enemyDark,
  );
  // Helmet visor on the side it walks to.
  ctx.fillStyle = '#0f172a';
  ctx.fillRect(vx - r * 0.6, vy + dir * r * 0.35 - 3, r * 1.2, 6);
  ctx.strokeStyle = c.palette.hud;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.arc(vx, vy, r + 5, -Math.PI / 2, -Math.PI / 2 + TAU * Math.max(0, Math.min(1, hp / MINION_HP)));
  ctx.stroke();
}

/** A tower's shot in flight from (fx, fy) to (tx, ty), `p` of the way, with a short trail. */
export function drawShot(ctx: Ctx, fx: number, fy: number, tx: number, ty: number, p: number) {
  const x = fx + (tx - fx) * p;
  const y = fy + (ty - fy) * p;
  const bx = fx + (tx - fx) * Math.max(0, p - 0.25);
  const by = fy + (ty - fy) * Math.max(0, p - 0.25);
  ctx.strokeStyle = 'rgba(253,224,71,0.55)';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(bx, by);
  ctx.lineTo(x, y);
  ctx.stroke();
  ball(ctx, x, y, 9, '#fde047', '#a16207');
}

/** An expanding, fading ring: a tower falling ('burst') or a minion leaving the cannon ('muzzle'). */
export function drawRing(ctx: Ctx, x: number, y: number, radius: number, p: number, color: string) {
  ctx.globalAlpha = Math.max(0, 1 - p);
  ctx.strokeStyle = color;
  ctx.lineWidth = 10 * (1 - p) + 2;
  circle(ctx, x, y, radius * (0.4 + p));
  ctx.stroke();
  ctx.globalAlpha = 1;
}
