// The shell's sync status (issue #16): online or offline, records waiting, last sync, retry now.
export function SyncStatus() {
  return null;
}
