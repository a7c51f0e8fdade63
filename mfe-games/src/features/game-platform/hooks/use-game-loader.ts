import { useCallback, useEffect, useRef } from 'react';
import { useUnityContext } from 'react-unity-webgl';
import type { GameBuild } from './use-game-build';
import { useScriptError } from './use-script-error';
import type { UnityMessageParameter } from '../../../game-contracts/unity-contract';

export type GameLoadStatus = 'loading' | 'loaded' | 'error';

/**
 * Loads a game build through react-unity-webgl (any build that keeps the Unity loader contract,
 * ours or a real Unity export) and reports loading / loaded / error (docs/product/games.md).
 */
export function useGameLoader(build: GameBuild, productName: string) {
  const context = useUnityContext({
    loaderUrl: build.loaderUrl,
    dataUrl: build.dataUrl,
    frameworkUrl: build.frameworkUrl,
    codeUrl: build.codeUrl,
    companyName: 'PlayZone',
    productName,
  });
  const scriptFailed = useScriptError(build.loaderUrl);
  // react-unity-webgl says isLoaded at 100% progress, a moment before the instance that takes
  // messages exists: loaded waits for both, so a message sent on load reaches the game.
  const ready = context.isLoaded && context.UNSAFE__unityInstance !== null;
  const status: GameLoadStatus =
    context.initialisationError || scriptFailed ? 'error' : ready ? 'loaded' : 'loading';

  // Stable callbacks for the page: the instance arrives after the first renders.
  const { sendMessage, addEventListener, removeEventListener, requestFullscreen } = context;
  const sendRef = useRef(sendMessage);
  useEffect(() => {
    sendRef.current = sendMessage;
  }, [sendMessage]);
  const send = useCallback(
    (gameObject: string, method: string, parameter?: UnityMessageParameter) =>
      sendRef.current(gameObject, method, parameter),
    [],
  );

  return {
    unityProvider: context.unityProvider,
    progress: context.loadingProgression,
    status,
    send,
    addEventListener,
    removeEventListener,
    requestFullscreen,
  };
}

export type GameLoader = ReturnType<typeof useGameLoader>;
