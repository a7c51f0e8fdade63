/** The storage shape jotai's atomWithStorage accepts. */
export interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
}

function sessionStore(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** Plain strings are stored as they are, so other tools reading session storage see the raw value. */
export const stringStorage: SyncStorage<string | null> = {
  getItem: (key, initialValue) => sessionStore()?.getItem(key) ?? initialValue,
  setItem: (key, value) => {
    if (value === null) sessionStore()?.removeItem(key);
    else sessionStore()?.setItem(key, value);
  },
  removeItem: (key) => sessionStore()?.removeItem(key),
};

/** Objects are stored as JSON; an unreadable value counts as absent. */
export function jsonStorage<T>(): SyncStorage<T | null> {
  return {
    getItem: (key, initialValue) => {
      const raw = sessionStore()?.getItem(key);
      if (raw == null) return initialValue;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return initialValue;
      }
    },
    setItem: (key, value) => {
      if (value === null) sessionStore()?.removeItem(key);
      else sessionStore()?.setItem(key, JSON.stringify(value));
    },
    removeItem: (key) => sessionStore()?.removeItem(key),
  };
}
