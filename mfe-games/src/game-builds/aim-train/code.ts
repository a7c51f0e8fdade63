// The Aim Train build's code file (aim-train.code.js): the game on the PlayZone framework. It
// waits for StartLevel, counts down, runs the @portal/game-rules simulation at 60 Hz with the
// player's presses (standing still while the page says SetPaused 'true'), and reports LevelEnded
// with the replay the api re-checks. A pass is drawn as
// 'Level N completed!' only once the page's LevelVerdict says the api counted it.
import { AIM_TICK_HZ } from '@portal/game-rules/aim-train';
import {
  AIM_TRAIN_GAME,
  AIM_TRAIN_TEXT,
  decodeLevelVerdict,
  decodePaused,
  decodeStartLevel,
  encodeLevelEnded,
} from '../../game-contracts/aim-train';
import { SET_LANGUAGE_METHOD } from '../../game-contracts/game-language';
import type { UnityMessageParameter } from '../../game-contracts/unity-contract';
import type { GameCodeGlobal } from '../runtime/globals';
import type { GameFactory, GameHost, GameModule, GameView } from '../runtime/game-module';
import { GameText } from '../runtime/game-text';
import { fitArena, toArena, type ArenaFit } from './arena-view';
import type { AimTrainConfig } from './config';
import { hudLine, renderFrame, type PassVerdict } from './renderer';
import { advance, endedPayload, queueClick, startSession, type LevelSession } from './session';

function exposeForTests(
  host: GameHost,
  fit: ArenaFit,
  session: LevelSession | null,
  countdown: number,
  drawn: { message: string | null; verdict: PassVerdict; text: GameText },
) {
  const state = session?.state;
  const canvas = host.canvas;
  const { message, verdict } = drawn;
  canvas.dataset.phase = !state ? 'waiting' : countdown > 0 ? 'countdown' : state.status;
  // The line drawn over the arena in this frame ('' when none), e.g. 'Level 1 completed!'.
  canvas.dataset.message = message ?? '';
  // The counters drawn at the top ('' before the level): 'Hits 3/10   ...   Time 24.5'.
  canvas.dataset.hud = state ? hudLine(state, drawn.text) : '';
  // What the page said of the reported result: 'awaiting', 'counted' or 'notCounted'.
  canvas.dataset.verdict = verdict;
  canvas.dataset.targets = JSON.stringify(
    (countdown > 0 ? [] : (state?.targets ?? [])).map((t) => ({
      id: t.id,
      x: fit.left + t.x * fit.scale,
      y: fit.top + t.y * fit.scale,
      r: t.radius * fit.scale,
    })),
  );
}

const createAimTrainGame: GameFactory = (host): GameModule => {
  const config = host.data.json<AimTrainConfig>('config.json');
  const text = new GameText(
    { ...config.labels, ...AIM_TRAIN_TEXT, heading: `${config.title} · Level {level}` },
    'system-ui, sans-serif',
  );
  let session: LevelSession | null = null;
  let countdown = 0;
  let reported = false;
  // The player cannot see the level (the page's SetPaused): nothing moves, no press counts.
  let paused = false;
  let verdict: PassVerdict = 'awaiting';
  let fit: ArenaFit = { scale: 0, left: 0, top: 0 };

  const startLevel = (parameter: UnityMessageParameter) => {
    const payload = decodeStartLevel(parameter);
    if (!payload) return;
    session = startSession(payload.level, payload.seed);
    countdown = Math.round(config.countdownSeconds * AIM_TICK_HZ);
    reported = false;
    verdict = 'awaiting';
  };

  /** The page's word on the reported result: only a counted pass is drawn as completed. */
  const levelVerdict = (parameter: UnityMessageParameter) => {
    const payload = decodeLevelVerdict(parameter);
    if (!payload || !session || !reported || payload.level !== session.state.level) return;
    if (verdict !== 'awaiting') return;
    verdict = payload.counted ? 'counted' : 'notCounted';
    if (verdict === 'counted' && session.state.status === 'passed') host.sound(config.sounds.pass);
  };

  return {
    tickHz: AIM_TICK_HZ,
    receive(gameObject, method, parameter) {
      if (gameObject !== AIM_TRAIN_GAME.gameObject) return;
      if (method === AIM_TRAIN_GAME.methods.startLevel) startLevel(parameter);
      if (method === AIM_TRAIN_GAME.methods.levelVerdict) levelVerdict(parameter);
      if (method === AIM_TRAIN_GAME.methods.setPaused) paused = decodePaused(parameter) ?? paused;
      if (method === SET_LANGUAGE_METHOD) text.set(parameter);
    },
    update() {
      if (!session || reported || paused) return;
      if (countdown > 0) {
        countdown -= 1;
        return;
      }
      const before = session.state.stats;
      advance(session);
      const { stats, status } = session.state;
      if (stats.hits > before.hits) host.sound(config.sounds.hit);
      else if (stats.misses > before.misses) host.sound(config.sounds.miss);
      if (stats.escaped > before.escaped) host.sound(config.sounds.escape);
      if (status !== 'playing') {
        reported = true;
        // A pass sounds with its 'completed', once the api has counted it (levelVerdict).
        if (status === 'failed') host.sound(config.sounds.fail);
        host.emit(AIM_TRAIN_GAME.events.levelEnded, encodeLevelEnded(endedPayload(session)));
      }
    },
    render(ctx, view: GameView) {
      fit = fitArena(view);
      const message = renderFrame(
        ctx,
        view,
        fit,
        { state: session?.state ?? null, countdownTicks: countdown, passVerdict: verdict },
        config,
        text,
      );
      if (host.testHooks) exposeForTests(host, fit, session, countdown, { message, verdict, text });
    },
    pointerDown(x, y) {
      if (!session || countdown > 0 || paused) return;
      const point = toArena(fit, x, y);
      if (point) queueClick(session, point);
    },
    started() {
      host.emit(AIM_TRAIN_GAME.events.ready);
    },
  };
};

(window as unknown as GameCodeGlobal).PlayZoneGameCode = createAimTrainGame;
