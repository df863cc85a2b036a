// Mount once inside the authenticated shell: keeps the selected organization's caches live.
import { useStore } from "jotai";
import { useEffect } from "react";
import { startLiveSync } from "./start-live-sync";

export function LiveSync(): null {
  const store = useStore();
  useEffect(() => startLiveSync(store), [store]);
  return null;
}
