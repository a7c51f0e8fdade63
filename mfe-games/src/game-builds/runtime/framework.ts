// The build's framework file (X.framework.js): the small engine every PlayZone canvas game runs
// on. It sizes the canvas backing store to CSS size x devicePixelRatio (crisp at any DPR), feeds
// mouse and touch presses (pointer events) to the game, runs the game's fixed-step update on
// requestAnimationFrame, plays sounds from the data package and implements the Unity instance API.
import type { UnityInstanceLike, UnityMessageParameter } from '../../game-contracts/unity-contract';
import { GAME_TEST_FLAG } from '../../game-contracts/unity-contract';
import { readDataPackage } from './data-package';
import type { GameHost, GameModule, GameView } from './game-module';
import type { BootOptions, FrameworkGlobal } from './globals';

const MAX_STEPS_PER_FRAME = 8;
/** Performance mark set when the game's first frame is drawn. */
export const FIRST_FRAME_MARK = 'playzone:game-first-frame';

type Dispatch = (eventName: string, ...parameters: UnityMessageParameter[]) => unknown;

function createSounds(data: ReturnType<typeof readDataPackage>) {
  let context: AudioContext | null = null;
  const buffers = new Map<string, AudioBuffer>();
  const unlock = () => {
    if (context || typeof AudioContext === 'undefined') return;
    context = new AudioContext();
    for (const name of data.names().filter((n) => data.type(n) === 'audio/wav')) {
      const bytes = data.bytes(name);
      const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      context.decodeAudioData(copy).then(
        (buffer) => buffers.set(name, buffer),
        () => undefined,
      );
    }
  };
  return {
    unlock,
    play(name: string) {
      const buffer = buffers.get(name);
      if (!context || !buffer) return;
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.start();
    },
    close() {
      void context?.close();
    },
  };
}

function createHost(
  canvas: HTMLCanvasElement,
  data: GameHost['data'],
  sounds: ReturnType<typeof createSounds>,
) {
  const scope = window as unknown as Record<string, unknown>;
  const host: GameHost = {
    canvas,
    data,
    sound: (name) => sounds.play(name),
    emit: (eventName, ...parameters) => {
      const dispatch = scope.dispatchReactUnityEvent as Dispatch | undefined;
      dispatch?.(eventName, ...parameters);
    },
    testHooks: scope[GAME_TEST_FLAG] === true,
  };
  return host;
}

/** Keeps the canvas backing store at CSS size x devicePixelRatio; `view` holds the CSS size and ratio. */
function watchSize(module: { canvas: HTMLCanvasElement }, config: BootOptions['config'], view: GameView) {
  const resize = () => {
    const c = module.canvas;
    const rect = c.getBoundingClientRect();
    view.width = Math.max(1, rect.width);
    view.height = Math.max(1, rect.height);
    view.dpr = config.devicePixelRatio ?? window.devicePixelRatio ?? 1;
    const w = Math.round(view.width * view.dpr);
    const h = Math.round(view.height * view.dpr);
    if (c.width !== w || c.height !== h) {
      c.width = w;
      c.height = h;
    }
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
  observer?.observe(module.canvas);
  resize();
  return { resize, disconnect: () => observer?.disconnect() };
}

/** Runs the game's fixed-step update and one render per animation frame; returns the stop. */
function startLoop(game: GameModule, ctx: CanvasRenderingContext2D, view: GameView, resize: () => void) {
  const stepMs = 1000 / game.tickHz;
  let last = performance.now();
  let carry = 0;
  let frame = 0;
  let running = true;
  let drawn = false;
  const loop = (now: number) => {
    if (!running) return;
    carry += Math.min(now - last, stepMs * MAX_STEPS_PER_FRAME);
    last = now;
    while (carry >= stepMs) {
      game.update();
      carry -= stepMs;
    }
    resize();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    game.render(ctx, view);
    if (!drawn) {
      drawn = true;
      // Time to first frame, for field measurements and bench/game-page-bench.mjs.
      performance.mark?.(FIRST_FRAME_MARK);
      game.started?.();
    }
    frame = requestAnimationFrame(loop);
  };
  frame = requestAnimationFrame(loop);
  return () => {
    running = false;
    cancelAnimationFrame(frame);
  };
}

function boot({ canvas, config, data: dataBuffer, game: factory }: BootOptions): UnityInstanceLike {
  const data = readDataPackage(dataBuffer);
  const sounds = createSounds(data);
  const module = { canvas };
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  const game = factory(createHost(canvas, data, sounds));
  const view: GameView = { width: 0, height: 0, dpr: 1 };
  const size = watchSize(module, config, view);

  const onPointerDown = (event: PointerEvent) => {
    sounds.unlock();
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    const rect = module.canvas.getBoundingClientRect();
    game.pointerDown(event.clientX - rect.left, event.clientY - rect.top, view);
  };
  canvas.addEventListener('pointerdown', onPointerDown);
  const stop = startLoop(game, ctx, view, size.resize);

  return {
    Module: module,
    SendMessage: (gameObject, method, parameter) => game.receive(gameObject, method, parameter),
    SetFullscreen: (fullscreen) => {
      if (fullscreen) void module.canvas.requestFullscreen?.().catch(() => undefined);
      else if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    Quit: async () => {
      stop();
      size.disconnect();
      canvas.removeEventListener('pointerdown', onPointerDown);
      game.quit?.();
      sounds.close();
    },
  };
}

(window as unknown as FrameworkGlobal).PlayZoneFramework = { boot };
