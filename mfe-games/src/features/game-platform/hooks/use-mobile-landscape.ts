import { useEffect, type RefObject } from 'react';
import { useMediaQuery } from '@portal/shared/lib';

/** Phones and tablets: a coarse pointer (touch) is what tells them apart from desktops. */
export const MOBILE_QUERY = '(pointer: coarse)';
export const PORTRAIT_QUERY = '(orientation: portrait)';

type LockableOrientation = ScreenOrientation & { lock?: (orientation: string) => Promise<void> };

/**
 * Tries fullscreen for the game element (the page when none is given), then the landscape lock
 * (which most browsers allow only in fullscreen).
 */
export async function enterLandscape(target?: Element | null): Promise<void> {
  try {
    if (!document.fullscreenElement) await (target ?? document.documentElement).requestFullscreen?.();
  } catch {
    // Not allowed without a user gesture, or not supported: the rotate notice still helps.
  }
  try {
    await (screen.orientation as LockableOrientation | undefined)?.lock?.('landscape');
  } catch {
    // iOS Safari and desktop browsers refuse the lock.
  }
}

/** True on a phone or tablet held upright (the rotate notice shows); no side effects. */
export function useRotateNotice(): boolean {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const portrait = useMediaQuery(PORTRAIT_QUERY);
  return mobile && portrait;
}

/**
 * docs/product/games.md: on mobile the game page tries the landscape lock and fullscreen of the game
 * element (at once, and again on the first touch, since browsers want a gesture), and asks
 * portrait players to rotate.
 */
export function useMobileLandscape(target?: RefObject<Element | null>) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const portrait = useMediaQuery(PORTRAIT_QUERY);
  useEffect(() => {
    if (!mobile) return undefined;
    void enterLandscape(target?.current);
    const onFirstTouch = () => void enterLandscape(target?.current);
    window.addEventListener('pointerdown', onFirstTouch, { once: true });
    return () => window.removeEventListener('pointerdown', onFirstTouch);
  }, [mobile, target]);
  return { mobile, showRotateNotice: mobile && portrait };
}
