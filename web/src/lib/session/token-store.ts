// The API client's view of the tokens: read from localStorage (the source of truth shared by
// tabs), written through the atoms so the UI follows.
import type { TokenStore } from "../api/request-core";
import { refreshTokenAtom, tokenAtom } from "./atoms";
import { appStore } from "./jotai-store";
import { safeStorage } from "./local-storage";
import { STORAGE_KEYS } from "./storage-keys";

/** localStorage when available (another tab may just have rotated the tokens), else memory. */
const read = (key: string, fallback: () => string | null) => {
  const storage = safeStorage();
  return storage ? storage.getItem(key) || null : fallback();
};

export const sessionTokenStore: TokenStore = {
  getToken: () => read(STORAGE_KEYS.token, () => appStore.get(tokenAtom)),
  getRefreshToken: () => read(STORAGE_KEYS.refreshToken, () => appStore.get(refreshTokenAtom)),
  setTokens(token, refreshToken) {
    appStore.set(tokenAtom, token);
    if (refreshToken) appStore.set(refreshTokenAtom, refreshToken);
  },
};
