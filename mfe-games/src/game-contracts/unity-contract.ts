// The Unity WebGL loader contract our game builds implement (and real Unity builds already do):
// a loader script defines createUnityInstance(canvas, config, onProgress), which resolves to an
// instance with SendMessage, SetFullscreen, Quit and Module.canvas; the game calls back through
// window.dispatchReactUnityEvent(eventName, ...parameters). react-unity-webgl drives both sides.

/** What react-unity-webgl passes to createUnityInstance (the fields our builds read). */
export interface UnityLoaderConfig {
  dataUrl: string;
  frameworkUrl: string;
  codeUrl: string;
  companyName?: string;
  productName?: string;
  productVersion?: string;
  devicePixelRatio?: number;
  matchWebGLToCanvasSize?: boolean;
}

export type UnityMessageParameter = string | number | undefined;

export interface UnityInstanceLike {
  SendMessage(gameObjectName: string, methodName: string, parameter?: UnityMessageParameter): void;
  SetFullscreen(fullscreen: 0 | 1): void;
  Quit(): Promise<void>;
  Module: { canvas: HTMLCanvasElement };
}

export type CreateUnityInstance = (
  canvas: HTMLCanvasElement,
  config: UnityLoaderConfig,
  onProgress?: (progress: number) => void,
) => Promise<UnityInstanceLike>;

/**
 * build.json beside a game's Build folder files, written by the build (build/game-builds.mjs).
 * File names are relative to the Build folder; `downloadBytes` is what the loader downloads
 * (framework + code + data), the total behind 'X MB / {size} MB'.
 */
export interface GameBuildManifest {
  game: string;
  loader: string;
  framework: string;
  code: string;
  data: string;
  bytes: { loader: number; framework: number; code: number; data: number };
  downloadBytes: number;
}

/** Set to true before a game loads (tests only) to make the game expose its live state for tests. */
export const GAME_TEST_FLAG = '__PLAYZONE_GAME_TEST__';

export function isGameBuildManifest(value: unknown): value is GameBuildManifest {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    ['game', 'loader', 'framework', 'code', 'data'].every((k) => typeof m[k] === 'string') &&
    typeof m.downloadBytes === 'number' &&
    Number.isFinite(m.downloadBytes)
  );
}
