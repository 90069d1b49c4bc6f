/** The part of `localStorage` the app uses; tests give a map instead. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage in memory, for tests and for browsers that refuse `localStorage`. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The browser's `localStorage`, or memory when it is not available (private modes, blocked cookies). */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = '__reachwise_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** Reads a stored value, or undefined when it is missing or the storage refuses. */
export function readStored(storage: KeyValueStorage, key: string): string | undefined {
  try {
    const value = storage.getItem(key);
    return value === null || value === '' ? undefined : value;
  } catch {
    return undefined;
  }
}

/** Stores a value; a storage that refuses (full, blocked) only loses the memory of it. */
export function writeStored(storage: KeyValueStorage, key: string, value: string | undefined): void {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // nothing to do: the app works without remembering
  }
}
