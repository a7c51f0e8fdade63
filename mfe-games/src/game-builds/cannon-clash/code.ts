// The Cannon Clash build's code file (cannon-clash.code.js): the two-player client on the PlayZone
// framework. It waits for JoinRoom, joins the room server with the portal's token, draws the
// server's states interpolated (own cannon predicted), turns drags and presses into inputs, and
// tells the page the phases (PhaseChanged), the end (MatchEnded) and connection errors.
import { CANNON_FIRE_COOLDOWN_TICKS, viewXToWorldX } from '@portal/game-rules/cannon-clash';
import {
  CANNON_CLASH_GAME,
  decodeJoinRoom,
  decodeMuted,
  encodeMatchEnded,
  encodePhase,
} from '../../game-contracts/cannon-clash';
import { reasonText } from '../../game-contracts/match-outcome-text';
import type { GameCodeGlobal } from '../runtime/globals';
import type { GameFactory, GameHost, GameModule, GameView } from '../runtime/game-module';
import type { CannonClashConfig } from './config';
import { openRoom, type RoomLink } from './connection';
import { fitField, pointerToViewX, project, worldToView, type FieldFit } from './field-view';
import { Effects } from './effects';
import { MatchModel } from './match-model';
import { renderScene, type Scene } from './renderer';
import { exposeDrawnFrame, type CannonPicture } from './test-view';

type Stage = 'idle' | 'joining' | 'waiting' | 'playing' | 'finished' | 'offline';

/** Test hook (only with the test flag): the live picture in CSS pixels, for e2e pointer input. */
function exposeForTests(host: GameHost, fit: FieldFit, model: MatchModel, stage: Stage, ownViewX: number) {
  const viewer = model.side ?? 0;
  const d = host.canvas.dataset;
  d.phase = stage;
  d.side = String(viewer);
  d.axis = fit.turned ? 'y' : 'x';
  d.you = JSON.stringify(project(fit, ownViewX, 1530));
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

function bannerOf(stage: Stage, victory: boolean | null, countdown: number, l: CannonClashConfig['labels']) {
  if (stage === 'joining' || stage === 'idle') return { banner: l.joining, bannerTone: 'info' as const };
  // Both players are in: the room counts down on both screens before play.
  if (stage === 'waiting' && countdown > 0)
    return { banner: `${l.getReady} ${countdown}`, bannerTone: 'info' as const };
  if (stage === 'waiting') return { banner: l.waiting, bannerTone: 'info' as const };
  if (stage === 'finished') {
    return victory
      ? { banner: l.victory, bannerTone: 'victory' as const }
      : { banner: l.defeat, bannerTone: 'defeat' as const };
  }
  return { banner: null, bannerTone: 'info' as const };
}

const createCannonClash: GameFactory = (host): GameModule => {
  const config = host.data.json<CannonClashConfig>('config.json');
  const model = new MatchModel();
  const effects = new Effects();
  let muted = false;
  let frameCount = 0;
  const sound = (name: string) => {
    if (!muted) host.sound(name);
  };
  let link: RoomLink | null = null;
  let stage: Stage = 'idle';
  let victory: boolean | null = null;
  let endReason = '';
  let fit: FieldFit = fitField({ width: 1, height: 1 });
  let pressed: number | null = null;
  let lastFrame = performance.now();
  let ownViewX = 450;
  let towersDown = 0;
  let opponentAway = false;

  let countdownSent = 0;
  const phaseChanged = () => {
    if ((stage === 'waiting' || stage === 'playing') && model.side !== null) {
      countdownSent = stage === 'waiting' ? model.countdown : 0;
      const countdown = countdownSent > 0 ? { countdown: countdownSent } : {};
      host.emit(CANNON_CLASH_GAME.events.phase, encodePhase({ phase: stage, side: model.side, ...countdown }));
    }
  };

  const join = (parameter: unknown) => {
    const payload = decodeJoinRoom(parameter);
    if (!payload || link) return;
    stage = 'joining';
    link = openRoom(
      payload,
      {
        joined: (sessionId) => {
          model.sessionId = sessionId;
        },
        welcome: (m) => {
          model.side = m.side;
          phaseChanged();
        },
        state: (s) => {
          const before = stage;
          const knewSide = model.side !== null;
          const now = performance.now();
          const hpBefore = model.towers.reduce((sum, t) => sum + t.hp, 0);
          model.ingest(s, now);
          effects.observe(model.towers, model.frames.latest?.minions ?? [], model.side ?? 0, now);
          const down = model.towers.filter((t) => t.destroyed).length;
          if (down > towersDown) sound(config.sounds.towerDown);
          else if (towersDown === down && model.towers.reduce((sum, t) => sum + t.hp, 0) < hpBefore)
            sound(config.sounds.hit);
          towersDown = down;
          // The room keeps a dropped player's side for a while; their slot says so meanwhile.
          const away =
            s.phase === 'playing' && model.side !== null && s.players[1 - model.side]?.connected === false;
          if (away !== opponentAway) {
            opponentAway = away;
            host.emit(CANNON_CLASH_GAME.events.opponent, away ? 'away' : 'back');
          }
          if (
            stage !== 'finished' &&
            stage !== 'offline' &&
            (s.phase === 'waiting' || s.phase === 'playing')
          ) {
            stage = s.phase;
            // The side comes with 'welcome', or from the state when that message was missed.
            const counted = stage === 'waiting' && model.countdown !== countdownSent;
            if (stage !== before || counted || (!knewSide && model.side !== null)) phaseChanged();
          }
        },
        end: (m) => {
          if (stage === 'finished') return;
          stage = 'finished';
          victory = m.result === 'winner';
          endReason = m.reason;
          sound(victory ? config.sounds.victory : config.sounds.defeat);
          host.emit(
            CANNON_CLASH_GAME.events.ended,
            encodeMatchEnded({ victory, reason: m.reason, recorded: m.recorded }),
          );
        },
        dropped: () => {
          host.emit(CANNON_CLASH_GAME.events.connectionError, config.labels.reconnecting);
        },
        reconnected: () => {
          model.frames.clear();
          model.prediction.reset();
          effects.clear();
          phaseChanged();
        },
        failed: (reason) => {
          if (stage === 'finished') return;
          stage = 'offline';
          host.emit(CANNON_CLASH_GAME.events.connectionError, reason);
        },
      },
      window.location.origin,
    );
  };

  const aim = (x: number, y: number) => {
    const side = model.side;
    const viewX = pointerToViewX(fit, x, y);
    if (side === null || viewX === null || stage !== 'playing') return;
    const worldX = viewXToWorldX(side, viewX);
    model.prediction.setTarget(worldX, model.serverCannonX(side));
    link?.moveTo(worldX);
  };
  const fire = () => {
    if (stage !== 'playing') return;
    link?.fire();
    sound(config.sounds.fire);
  };

  const canvas = host.canvas;
  const local = (e: PointerEvent) => {
    const rect = canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
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
    const p = local(e);
    aim(p.x, p.y);
  };
  const onUp = (e: PointerEvent) => {
    if (pressed === e.pointerId) pressed = null;
  };
  const onKey = (e: KeyboardEvent) => {
    const step = { ArrowLeft: -60, ArrowUp: -60, ArrowRight: 60, ArrowDown: 60 }[e.key];
    if (step !== undefined && model.side !== null) {
      e.preventDefault();
      const target = Math.min(900, Math.max(0, ownViewX + step));
      const p = project(fit, target, 1530);
      aim(p.x, p.y);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      fire();
    }
  };
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onUp);
  canvas.addEventListener('keydown', onKey);

  return {
    tickHz: 60,
    receive(gameObject, method, parameter) {
      if (gameObject !== CANNON_CLASH_GAME.gameObject) return;
      if (method === CANNON_CLASH_GAME.methods.joinRoom) join(parameter);
      if (method === CANNON_CLASH_GAME.methods.setMuted) muted = decodeMuted(parameter) ?? muted;
    },
    update() {
      link?.flush(performance.now());
    },
    render(ctx, view: GameView) {
      const now = performance.now();
      const elapsed = Math.min(100, now - lastFrame);
      lastFrame = now;
      fit = fitField(view);
      const viewer = model.side ?? 0;
      const picture = model.frames.sample(now);
      if (picture) {
        const predicted = model.prediction.advance(elapsed, picture.cannonX[viewer]);
        picture.cannonX[viewer] = predicted;
        ownViewX = worldToView(viewer, predicted, 0).vx;
      }
      const running = effects.running(now);
      const scene: Scene = {
        viewer,
        picture,
        towers: model.towers,
        names: [model.players[0]?.name ?? '', model.players[1]?.name ?? ''],
        remainingSeconds: model.remainingSeconds,
        ...bannerOf(stage, victory, model.countdown, config.labels),
        detail: stage === 'finished' && endReason ? reasonText(endReason, victory === true) || null : null,
        hint: stage === 'playing' && model.tick < 200 ? config.labels.hint : null,
        reloadShare: 1 - Math.min(1, model.reload[viewer] / CANNON_FIRE_COOLDOWN_TICKS),
        effects: running,
        flashing: new Set(running.filter((e) => e.kind === 'hit').map((e) => e.towerId ?? '')),
      };
      // The shake moves the drawing only; pointer input keeps the still field.
      const shake = effects.shakeOffset(now);
      const drawnFit = { ...fit, left: fit.left + shake.x, top: fit.top + shake.y };
      const entities = renderScene(ctx, view, drawnFit, scene, config);
      frameCount += 1;
      if (host.testHooks) {
        exposeForTests(host, fit, model, stage, ownViewX);
        const frame = {
          frame: frameCount,
          viewer,
          phase: stage,
          width: view.width,
          height: view.height,
          entities,
        };
        exposeDrawnFrame(host.canvas, frame);
      }
    },
    pointerDown(x, y) {
      // The framework's press (after onDown): aim there and fire; moving the pointer drags on.
      aim(x, y);
      fire();
    },
    started() {
      host.emit(CANNON_CLASH_GAME.events.ready);
    },
    quit() {
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onUp);
      canvas.removeEventListener('keydown', onKey);
      link?.leave();
      link = null;
    },
  };
};

(window as unknown as GameCodeGlobal).PlayZoneGameCode = createCannonClash;
