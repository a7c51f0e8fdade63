// Draws one Aim Train frame: the arena letterboxed on the canvas, targets with their remaining
// lifetime, and the HUD. Everything is drawn in arena units through one transform that includes
// the device pixel ratio, so lines and text stay crisp on any screen.
import {
  AIM_ARENA_HEIGHT,
  AIM_ARENA_WIDTH,
  AIM_TICK_HZ,
  levelConfig,
  type AimTrainState,
} from '@portal/game-rules/aim-train';
import { levelReasonKey } from '../../game-contracts/aim-train';
import type { GameView } from '../runtime/game-module';
import type { GameText } from '../runtime/game-text';
import type { ArenaFit } from './arena-view';
import type { AimTrainConfig } from './config';

/**
 * What the page said of a passed level's result: the api has not answered yet, counted it, or did
 * not count it (refused, e.g. NOT_HUMAN, or unanswered). Only a counted pass is 'completed'.
 */
export type PassVerdict = 'awaiting' | 'counted' | 'notCounted';

export interface FrameInput {
  state: AimTrainState | null;
  countdownTicks: number;
  /** For a passed level; 'awaiting' when left out. */
  passVerdict?: PassVerdict;
}

const GRID = 100;

function drawArena(ctx: CanvasRenderingContext2D, c: AimTrainConfig) {
  ctx.fillStyle = c.palette.arena;
  ctx.fillRect(0, 0, AIM_ARENA_WIDTH, AIM_ARENA_HEIGHT);
  ctx.strokeStyle = c.palette.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = GRID; x < AIM_ARENA_WIDTH; x += GRID) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, AIM_ARENA_HEIGHT);
  }
  for (let y = GRID; y < AIM_ARENA_HEIGHT; y += GRID) {
    ctx.moveTo(0, y);
    ctx.lineTo(AIM_ARENA_WIDTH, y);
  }
  ctx.stroke();
}

function drawTargets(ctx: CanvasRenderingContext2D, state: AimTrainState, c: AimTrainConfig) {
  const config = levelConfig(state.level);
  for (const t of state.targets) {
    const left = Math.max(0, (t.expiresAtTick - state.tick) / config.lifetimeTicks);
    ctx.fillStyle = c.palette.target;
    ctx.beginPath();
    ctx.arc(t.x, t.y, t.radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = c.palette.targetRing;
    ctx.beginPath();
    ctx.arc(t.x, t.y, t.radius * 0.66, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = c.palette.targetCore;
    ctx.beginPath();
    ctx.arc(t.x, t.y, t.radius * 0.33, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = c.palette.lifetime;
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.arc(t.x, t.y, t.radius + 8, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * left);
    ctx.stroke();
  }
}

/**
 * The counters drawn at the top of the arena: 'Hits 3/10   Accuracy 75%   Missed 1/6   Time 24.5'.
 * Missed stops at the limit: targets escaping in the same tick as the last allowed one would read
 * 'Missed 7/6'.
 */
export function hudLine(state: AimTrainState, text: GameText): string {
  const config = levelConfig(state.level);
  const { stats } = state;
  const secondsLeft = Math.max(0, (config.timeCapTicks - state.tick) / AIM_TICK_HZ);
  // No press yet: no accuracy to show (a level ended untouched read 'Accuracy 100%' beside 'Hits 0').
  const accuracy = stats.shots === 0 ? '–' : `${Math.floor(stats.accuracy * 100)}%`;
  const missed = Math.min(stats.escaped, config.maxEscaped);
  return (
    `${text.label('hits')} ${stats.hits}/${config.requiredHits}   ${text.label('accuracy')} ${accuracy}   ` +
    `${text.label('missed')} ${missed}/${config.maxEscaped}   ${text.label('time')} ${secondsLeft.toFixed(1)}`
  );
}

function drawHud(ctx: CanvasRenderingContext2D, state: AimTrainState, c: AimTrainConfig, text: GameText) {
  text.apply(ctx, 600, 34);
  ctx.textBaseline = 'top';
  ctx.fillStyle = c.palette.hud;
  // The heading starts where the language starts (left in English, right in Urdu), the stats at the other end.
  const rtl = text.dir === 'rtl';
  ctx.textAlign = rtl ? 'right' : 'left';
  ctx.fillText(text.label('heading', { level: state.level }), rtl ? AIM_ARENA_WIDTH - 24 : 24, 20);
  ctx.textAlign = rtl ? 'left' : 'right';
  ctx.fillText(hudLine(state, text), rtl ? 24 : AIM_ARENA_WIDTH - 24, 20);
}

function drawCentre(ctx: CanvasRenderingContext2D, text: GameText, line: string, colour: string, size = 64) {
  text.apply(ctx, 700, size);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = colour;
  ctx.fillText(line, AIM_ARENA_WIDTH / 2, AIM_ARENA_HEIGHT / 2);
}

/** 'Level N failed! Reason: ...' in the current language. */
function failedLine(text: GameText, level: number, reason: string | null): string {
  const known = levelReasonKey(reason);
  const why = known ? text.label(`reason.${known.key}`, known.values) : (reason ?? '');
  return text.label('failed', { level, reason: why });
}

/**
 * The end line of a finished level: 'Level N failed! Reason: ...' at once; 'Level N completed!'
 * only once the api counted the pass. While the result is on its way, and after the api refused
 * it, nothing is drawn over the final frame: the result popup says what the api decided.
 */
function outcome(
  text: GameText,
  state: AimTrainState,
  verdict: PassVerdict,
  c: AimTrainConfig,
): { line: string; colour: string } | null {
  if (state.status === 'failed')
    return { line: failedLine(text, state.level, state.reason), colour: c.palette.fail };
  if (state.status === 'passed' && verdict === 'counted')
    return { line: text.label('completed', { level: state.level }), colour: c.palette.pass };
  return null;
}

/** Draws the frame; returns the line drawn over the arena (waiting, countdown, outcome), or null. */
export function renderFrame(
  ctx: CanvasRenderingContext2D,
  view: GameView,
  fit: ArenaFit,
  frame: FrameInput,
  c: AimTrainConfig,
  text: GameText,
): string | null {
  ctx.fillStyle = c.palette.background;
  ctx.fillRect(0, 0, view.width * view.dpr, view.height * view.dpr);
  const k = fit.scale * view.dpr;
  ctx.setTransform(k, 0, 0, k, fit.left * view.dpr, fit.top * view.dpr);
  drawArena(ctx, c);
  const { state, countdownTicks, passVerdict = 'awaiting' } = frame;
  if (!state) {
    const waiting = text.label('waiting');
    drawCentre(ctx, text, waiting, c.palette.hudMuted, 48);
    return waiting;
  }
  drawTargets(ctx, state, c);
  drawHud(ctx, state, c, text);
  if (countdownTicks > 0) {
    const ready = `${text.label('getReady')} ${Math.ceil(countdownTicks / AIM_TICK_HZ)}`;
    drawCentre(ctx, text, ready, c.palette.hud);
    return ready;
  }
  const end = outcome(text, state, passVerdict, c);
  if (!end) return null;
  drawCentre(ctx, text, end.line, end.colour, 56);
  return end.line;
}
