// Sets a browser global (fetch, matchMedia) for one test and puts back what was there, including
// nothing: jsdom has no matchMedia, so Jest's replaceProperty cannot stand in for it.
const saved = new Map<string, PropertyDescriptor | undefined>();

export function stubGlobal(name: string, value: unknown): void {
  if (!saved.has(name)) saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
  Object.defineProperty(globalThis, name, { configurable: true, writable: true, value });
}

export function unstubAllGlobals(): void {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
  saved.clear();
}

/** Whether closing or reloading the tab now asks the browser's 'Leave site?' question first. */
export function leavingAsks(): boolean {
  const leave = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leave);
  return leave.defaultPrevented;
}

/**
 * A phone (a coarse pointer) for matchMedia, held upright or sideways; `turn()` rotates it and
 * tells the media queries' listeners, as the browser does.
 */
export function stubPhone({ upright }: { upright: boolean }): { turn: () => void } {
  let portrait = upright;
  const listeners = new Set<() => void>();
  stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)' || (query === '(orientation: portrait)' && portrait),
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    turn: () => {
      portrait = !portrait;
      for (const listener of listeners) listener();
    },
  };
}
