// One drawn frame of Cannon Clash: samples the interpolated picture (own cannon predicted), builds
// the scene with its banner, and, with the test flag, exposes the picture for the e2e suite.
import { CANNON_FIRE_COOLDOWN_TICKS } from '@portal/game-rules/cannon-clash';
import { isMatchReason, reasonLabelKey } from '../../game-contracts/match-reasons';
import type { GameView } from '../runtime/game-module';
import { fitField, project, worldToView } from './field-view';
import { renderScene, type Scene } from './renderer';
import type { ClashSession } from './session';
import { exposeDrawnFrame, type CannonPicture } from './test-view';

/** Test hook (only with the test flag): the live picture in CSS pixels, for e2e pointer input. */
function exposeForTests(s: ClashSession) {
  const { model, fit } = s;
  const viewer = model.side ?? 0;
  const d = s.host.canvas.dataset;
  d.phase = s.stage;
  d.side = String(viewer);
  d.axis = fit.turned ? 'y' : 'x';
  d.you = JSON.stringify(project(fit, s.ownViewX, 1530));
  d.towers = JSON.stringify(
    model.towers.map((t): CannonPicture['towers'][number] => {
      const { vx, vy } = worldToView(viewer, t.x, t.y);
      return {
        id: t.id,
        mine: t.side === viewer,
        kind: t.kind,
        ...project(fit, vx, vy),
        hp: t.hp,
        attackable: t.attackable,
      };
    }),
  );
}

/** The waiting banner: who the room waits for before it counts down. */
function waitingFor(s: ClashSession): string {
  const opponent = s.model.opponentSeat();
  if (opponent !== 'absent' && !s.ready) return 'turnToStart';
  return opponent === 'present' ? 'opponentTurning' : 'waiting';
}

function bannerOf(s: ClashSession) {
  const { stage, victory, text } = s;
  const { countdown } = s.model;
  const l = (key: string) => text.label(key);
  if (stage === 'joining' || stage === 'idle') return { banner: l('joining'), bannerTone: 'info' as const };
  // Both players are in: the room counts down on both screens before play.
  if (stage === 'waiting' && countdown > 0)
    return { banner: text.label('countdown', { seconds: countdown }), bannerTone: 'info' as const };
  if (stage === 'waiting') return { banner: l(waitingFor(s)), bannerTone: 'info' as const };
  if (stage === 'finished') {
    return victory
      ? { banner: l('victory'), bannerTone: 'victory' as const }
      : { banner: l('defeat'), bannerTone: 'defeat' as const };
  }
  return { banner: null, bannerTone: 'info' as const };
}

function sceneOf(s: ClashSession, viewer: 0 | 1, picture: Scene['picture'], now: number): Scene {
  const { model, stage, victory, text } = s;
  const reason = stage === 'finished' && isMatchReason(s.endReason) ? s.endReason : null;
  const running = s.effects.running(now);
  return {
    viewer,
    picture,
    towers: model.towers,
    names: [model.players[0]?.name ?? '', model.players[1]?.name ?? ''],
    remainingSeconds: model.remainingSeconds,
    ...bannerOf(s),
    detail: reason ? text.label(reasonLabelKey(reason, victory === true)) : null,
    hint: stage === 'playing' && model.tick < 200 ? text.label('hint') : null,
    reloadShare: 1 - Math.min(1, model.reload[viewer] / CANNON_FIRE_COOLDOWN_TICKS),
    effects: running,
    flashing: new Set(running.filter((e) => e.kind === 'hit').map((e) => e.towerId ?? '')),
  };
}

export function renderFrame(s: ClashSession, ctx: CanvasRenderingContext2D, view: GameView): void {
  const { model } = s;
  const now = performance.now();
  const elapsed = Math.min(100, now - s.lastFrame);
  s.lastFrame = now;
  s.fit = fitField(view);
  const viewer = model.side ?? 0;
  const picture = model.frames.sample(now);
  if (picture) {
    const predicted = model.prediction.advance(elapsed, picture.cannonX[viewer]);
    picture.cannonX[viewer] = predicted;
    s.ownViewX = worldToView(viewer, predicted, 0).vx;
  }
  const scene = sceneOf(s, viewer, picture, now);
  // The shake moves the drawing only; pointer input keeps the still field.
  const shake = s.effects.shakeOffset(now);
  const drawnFit = { ...s.fit, left: s.fit.left + shake.x, top: s.fit.top + shake.y };
  const entities = renderScene(ctx, view, drawnFit, scene, s.config, s.text);
  s.frameCount += 1;
  if (s.host.testHooks) {
    exposeForTests(s);
    const frame = {
      frame: s.frameCount,
      viewer,
      phase: s.stage,
      width: view.width,
      height: view.height,
      entities,
    };
    exposeDrawnFrame(s.host.canvas, frame);
  }
}
