import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { gameImmersiveAtom } from '@portal/shared/session';

/**
 * A game page in play: it opens at the top of the page (not at the scroll position of the page
 * before), and while `active` the shell's chrome steps aside on a phone held sideways (the shell
 * reads `gameImmersiveAtom`). When play stops (`active` false) fullscreen is left, so popups that
 * the page shows above the game are seen.
 */
export function useImmersiveGame(active: boolean) {
  const setImmersive = useSetAtom(gameImmersiveAtom);
  useEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, []);
  useEffect(() => {
    setImmersive(active);
    if (!active && document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    return () => setImmersive(false);
  }, [active, setImmersive]);
}
