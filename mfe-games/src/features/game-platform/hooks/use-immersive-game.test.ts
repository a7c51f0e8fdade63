import { renderHook } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { gameImmersiveAtom, portalStore } from '@portal/shared/session';
import { useImmersiveGame } from './use-immersive-game';

describe('useImmersiveGame', () => {
  it("asks the shell's chrome to step aside while the match runs, and gives it back", () => {
    const { rerender, unmount } = renderHook(({ active }) => useImmersiveGame(active), {
      initialProps: { active: true },
    });
    expect(portalStore.get(gameImmersiveAtom)).toBe(true);
    rerender({ active: false });
    expect(portalStore.get(gameImmersiveAtom)).toBe(false);
    rerender({ active: true });
    unmount();
    expect(portalStore.get(gameImmersiveAtom)).toBe(false);
  });
});
