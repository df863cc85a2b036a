// When the queue is sent: the browser coming back online, the live socket (re)connecting, the
// app starting and the same user logging in again. Started once by the SyncStatus in the shell.
import { currentUserAtom } from "../session/atoms";
import { appStore } from "../session/jotai-store";
import { onSessionEnd } from "../session/session-events";
import { liveStatusAtom } from "../live/live-status";
import { cancelRetry, syncOutbox } from "./outbox-sync";
import { refreshOutboxState } from "./outbox-state";

let started = false;

export function startOutboxSync(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  const sync = () => void syncOutbox();
  window.addEventListener("online", sync);
  appStore.sub(liveStatusAtom, () => {
    if (appStore.get(liveStatusAtom) === "open") sync();
  });
  appStore.sub(currentUserAtom, () => {
    void refreshOutboxState();
    if (appStore.get(currentUserAtom)) sync();
  });
  onSessionEnd(() => {
    cancelRetry();
    void refreshOutboxState();
  });
  sync();
}
