// The outbox's IndexedDB (fake-indexeddb in tests, docs/offline.md) closed and deleted between tests, so each
// starts with an empty queue.
import { closeOfflineDb, DB_NAME } from "../../web/src/lib/offline/offline-db";

export async function resetOfflineDb(): Promise<void> {
  await closeOfflineDb();
  await new Promise((done) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = req.onerror = req.onblocked = done;
  });
}
