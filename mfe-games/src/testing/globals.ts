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
