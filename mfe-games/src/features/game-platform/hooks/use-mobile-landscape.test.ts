import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '../../../testing/globals';
import { useMobileLandscape } from './use-mobile-landscape';

function stubMedia(matches: Record<string, boolean>) {
  stubGlobal('matchMedia', (query: string) => ({
    matches: matches[query] ?? false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe('useMobileLandscape', () => {
  it('on a phone held upright: rotate notice, fullscreen and the landscape lock attempted', async () => {
    stubMedia({ '(pointer: coarse)': true, '(orientation: portrait)': true });
    const requestFullscreen = jest.fn(async () => undefined);
    document.documentElement.requestFullscreen = requestFullscreen;
    const lock = jest.fn<(orientation: string) => Promise<void>>(async () => undefined);
    Object.defineProperty(screen, 'orientation', { configurable: true, value: { lock } });
    const { result } = renderHook(() => useMobileLandscape());
    expect(result.current.showRotateNotice).toBe(true);
    await waitFor(() => expect(lock).toHaveBeenCalledWith('landscape'));
    expect(requestFullscreen).toHaveBeenCalled();
  });

  it('on a phone in landscape: no notice; a refused lock is ignored', async () => {
    stubMedia({ '(pointer: coarse)': true, '(orientation: portrait)': false });
    const lock = jest.fn(async () => {
      throw new Error('NotSupportedError');
    });
    Object.defineProperty(screen, 'orientation', { configurable: true, value: { lock } });
    const { result } = renderHook(() => useMobileLandscape());
    expect(result.current.showRotateNotice).toBe(false);
    await waitFor(() => expect(lock).toHaveBeenCalled());
  });

  it('on a desktop: nothing', () => {
    stubMedia({ '(orientation: portrait)': true });
    const lock = jest.fn();
    Object.defineProperty(screen, 'orientation', { configurable: true, value: { lock } });
    const { result } = renderHook(() => useMobileLandscape());
    expect(result.current).toEqual({ mobile: false, showRotateNotice: false });
    expect(lock).not.toHaveBeenCalled();
  });
});
