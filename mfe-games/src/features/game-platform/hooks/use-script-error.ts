import { useEffect, useState } from 'react';

/**
 * react-unity-webgl does not report a loader script that fails to download; resource errors
 * reach window in the capture phase, so watch for the one with our loader's URL.
 */
export function useScriptError(src: string): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src === src) setFailed(true);
    };
    window.addEventListener('error', onError, true);
    return () => window.removeEventListener('error', onError, true);
  }, [src]);
  return failed;
}
