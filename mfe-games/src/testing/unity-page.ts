// What the game pages' component tests share: a fake createUnityInstance whose progress, load and
// failure each test drives, the fake instance it resolves with, and the loader script's load event.
import { act, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import type {
  CreateUnityInstance,
  GameBuildManifest,
  UnityInstanceLike,
} from '../game-contracts/unity-contract';
import { stubGlobal } from './globals';

// Only the timeouts are fake; promises, React's scheduler and the rest stay real.
export { notTimeouts } from '@portal/shared/testing';

let onProgress: (p: number) => void = () => undefined;
let onLoaded: (instance: UnityInstanceLike) => void = () => undefined;
let onFailed: (error: Error) => void = () => undefined;

/** The build reports how far it has loaded (0 to 1). */
export const progress = (p: number) => onProgress(p);
/** The build has loaded and hands over its instance. */
export const finish = (instance: UnityInstanceLike) => onLoaded(instance);
/** The build failed to load. */
export const fail = (error: Error) => onFailed(error);

export const sendMessage = jest.fn();

export function fakeInstance(canvas: HTMLCanvasElement): UnityInstanceLike {
  return {
    SendMessage: sendMessage,
    SetFullscreen: jest.fn(),
    Quit: jest.fn(async () => undefined),
    Module: { canvas },
  };
}

const createUnityInstance: CreateUnityInstance = (_canvas, _config, report) =>
  new Promise((resolve, reject) => {
    onProgress = (p) => act(() => report?.(p));
    onLoaded = resolve;
    onFailed = reject;
  });

/** Puts the fake createUnityInstance on window and serves `manifest` as the build's manifest. */
export function installFakeUnity(manifest: GameBuildManifest) {
  sendMessage.mockReset();
  (window as unknown as { createUnityInstance: CreateUnityInstance }).createUnityInstance =
    createUnityInstance;
  stubGlobal(
    'fetch',
    jest.fn(async () => new Response(JSON.stringify(manifest), { status: 200 })),
  );
}

/** react-unity-webgl waits for its loader script; jsdom does not fetch scripts, so say it loaded. */
export async function loaderScriptLoads(manifest: GameBuildManifest) {
  const script = await waitFor(() => {
    const s = document.querySelector<HTMLScriptElement>(`script[src$="${manifest.loader}"]`);
    if (!s) throw new Error('no loader script yet');
    return s;
  });
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
}

declare global {
  interface Window {
    dispatchReactUnityEvent: (eventName: string, ...parameters: unknown[]) => unknown;
  }
}

/** A game build's manifest as the build writes it: hashed file names and the sizes of its parts. */
export function testManifest(
  game: 'aim-train' | 'cannon-clash',
  bytes: GameBuildManifest['bytes'],
  downloadBytes: number,
): GameBuildManifest {
  return {
    game,
    loader: `${game}.loader.0123456789.js`,
    framework: `${game}.framework.0123456789.js`,
    code: `${game}.code.0123456789.js`,
    data: `${game}.0123456789.data`,
    bytes,
    downloadBytes,
  };
}
