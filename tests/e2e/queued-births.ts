// Births written straight into the outbox's IndexedDB store, as the birth form queues them without signal: a
// day of records from a paddock without typing each one (offline-batch.spec.ts and `npm run bench:offline`).

export interface QueuedBirths {
  n: number;
  userId: number;
  orgId: number;
  rodeoId: number;
  date: string;
  /** Record i's detail is `${detail} ${i}`, i from 1 to n. */
  detail: string;
}

/** Runs in the page (`page.evaluate(queueBirths, births)`), so it uses nothing from outside itself. */
export async function queueBirths({ n, userId, orgId, rodeoId, date, detail }: QueuedBirths): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open("tropero-offline");
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const tx = db.transaction("outbox", "readwrite");
  for (let i = 1; i <= n; i++) {
    const client_id = crypto.randomUUID();
    tx.objectStore("outbox").add({
      client_id,
      user_id: userId,
      organization_id: orgId,
      kind: "BIRTH",
      path: `/movement/birth/${orgId}`,
      body: { date, rodeo_id: rodeoId, animals: [{ type: "Ternero", count: 1 }], detail: `${detail} ${i}`, client_id },
      created_at: new Date().toISOString(),
      attempts: 0,
    });
  }
  await new Promise((resolve, reject) => ((tx.oncomplete = resolve), (tx.onerror = reject)));
  db.close();
}
