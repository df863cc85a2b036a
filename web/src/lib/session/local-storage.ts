// jotai storages that keep raw strings / numbers in localStorage (no JSON quotes), so the stored
// values are exactly the fixed ones (docs/client-rules.md), and that follow changes made in other tabs.

/** The shape jotai's atomWithStorage accepts (its type is not exported by name). */
export interface SyncStorage<V> {
  getItem: (key: string, initialValue: V) => V;
  setItem: (key: string, value: V) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: V) => void, initialValue: V) => (() => void) | undefined;
}

export function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Private modes can throw on access; the app then keeps the session in memory only.
    return null;
  }
}

function subscribeKey<V>(parse: (raw: string | null) => V) {
  return (key: string, callback: (value: V) => void) => {
    if (typeof window === "undefined") return undefined;
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea === safeStorage() && (e.key === key || e.key === null)) callback(parse(e.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  };
}

export const stringStorage: SyncStorage<string | null> = {
  getItem: (key) => safeStorage()?.getItem(key) || null,
  setItem: (key, value) => {
    if (value === null) safeStorage()?.removeItem(key);
    else safeStorage()?.setItem(key, value);
  },
  removeItem: (key) => safeStorage()?.removeItem(key),
  subscribe: subscribeKey((raw) => raw || null),
};

const parseId = (raw: string | null): number | null => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export const idStorage: SyncStorage<number | null> = {
  getItem: (key) => parseId(safeStorage()?.getItem(key) ?? null),
  setItem: (key, value) => {
    if (value === null) safeStorage()?.removeItem(key);
    else safeStorage()?.setItem(key, String(value));
  },
  removeItem: (key) => safeStorage()?.removeItem(key),
  subscribe: subscribeKey(parseId),
};
