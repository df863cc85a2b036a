// Back online or back on screen: a socket waiting out its backoff connects now, an open one is pinged
// (docs/live-sync.md). Returns the function that stops listening.
export function wakeOnReturn(manager: { wake(): void }): () => void {
  const wake = () => manager.wake();
  const visible = () => {
    if (document.visibilityState === "visible") manager.wake();
  };
  window.addEventListener("online", wake);
  document.addEventListener("visibilitychange", visible);
  return () => {
    window.removeEventListener("online", wake);
    document.removeEventListener("visibilitychange", visible);
  };
}
