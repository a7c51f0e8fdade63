// The build's loader script (X.loader.js): defines window.createUnityInstance as a Unity WebGL
// loader does. It downloads the framework, the game code and the data with progress counted in
// real bytes, runs the framework and the code, and boots the game on the given canvas.
import type { CreateUnityInstance, UnityLoaderConfig } from '../../game-contracts/unity-contract';
import type { FrameworkGlobal, GameCodeGlobal } from './globals';

type Progress = (progress: number) => void;

async function open(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Failed to download ${url}: HTTP ${response.status}`);
  return response;
}

async function readBody(response: Response, onBytes: (delta: number) => void): Promise<ArrayBuffer> {
  if (!response.body) {
    const buffer = await response.arrayBuffer();
    onBytes(buffer.byteLength);
    return buffer;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
    onBytes(value.byteLength);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out.buffer;
}

/** Runs a downloaded script as a classic script (as if loaded from its URL). */
function runScript(source: ArrayBuffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      URL.revokeObjectURL(url);
      script.remove();
      resolve();
    };
    script.onerror = () => {
      URL.revokeObjectURL(url);
      script.remove();
      reject(new Error('The game script could not run'));
    };
    document.body.appendChild(script);
  });
}

const createUnityInstance: CreateUnityInstance = async (canvas, config: UnityLoaderConfig, onProgress) => {
  const report: Progress = onProgress ?? (() => undefined);
  report(0);
  const responses = await Promise.all([config.frameworkUrl, config.codeUrl, config.dataUrl].map(open));
  // Progress is counted in real bytes against the files' Content-Length.
  const total = responses.reduce((sum, r) => sum + (Number(r.headers.get('content-length')) || 0), 0);
  let loaded = 0;
  const onBytes = (delta: number) => {
    loaded += delta;
    // 1 is reported only once the game runs, as Unity's loader does.
    if (total > 0) report(Math.min(loaded / total, 0.999));
  };
  const [framework, code, data] = await Promise.all(responses.map((r) => readBody(r, onBytes)));
  if (!framework || !code || !data) throw new Error('Incomplete game build');
  await runScript(framework);
  await runScript(code);
  const scope = window as unknown as FrameworkGlobal & GameCodeGlobal;
  const boot = scope.PlayZoneFramework;
  const game = scope.PlayZoneGameCode;
  if (!boot || !game) throw new Error('The game build is incomplete');
  const instance = boot.boot({ canvas, config, data, game });
  report(1);
  return instance;
};

(window as unknown as { createUnityInstance: CreateUnityInstance }).createUnityInstance = createUnityInstance;
