// `npm run bench:offline`: the outbox's catch-up time (issue #16). Starts its own worker with the
// built SPA (`npm run build` first; port 8799, own persist dir), opens the app in Debian's Chromium
// as the owner of a fresh organization, queues 50 births with the connection cut, brings the
// connection back and reports the time until the 50th is on the server (read through the API).
// The records are written to the app's IndexedDB outbox in the shape the forms write them.
import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { call, launchServer, prepareServer, sleep } from "./live-support";

const PORT = 8799;
const PERSIST = `.wrangler/bench-offline-${PORT}`;
const RECORDS = 50;
const TIMEOUT_MS = 120_000;
const today = new Date().toISOString().slice(0, 10);

interface Rodeos {
  rodeos: Array<{ id: number; stock: Array<{ category: string; count: number }> }>;
}

async function main() {
  if (!existsSync("dist/index.html")) throw new Error("Run `npm run build` first: the bench serves dist/");
  await prepareServer(PERSIST);
  cpSync("dist", join(PERSIST, "assets"), { recursive: true });
  const server = await launchServer(PORT, PERSIST);
  const browser = await chromium.launch({
    executablePath: ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p)),
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const base = server.base;
    const email = `bench-offline-${Date.now().toString(36)}@example.com`;
    const { token, refresh_token } = await call<{ token: string; refresh_token: string }>(
      base,
      "POST",
      "/auth/sign-up",
      undefined,
      {
        email,
        password: "campo123",
        first_name: "Bench",
        last_name: "Offline",
      },
    );
    const { organization } = await call<{ organization: { id: number } }>(base, "POST", "/organization", token, {
      name: "Campo Bench",
    });
    const orgId = organization.id;
    await call(base, "POST", `/rodeo/${orgId}`, token, {
      name: "Rodeo",
      date: today,
      animals: [{ type: "Vaca", count: 100 }],
    });
    const { user } = await call<{ user: { id: number } }>(base, "GET", "/user", token);
    const calves = async () => {
      const { rodeos } = await call<Rodeos>(base, "GET", `/rodeo/${orgId}`, token);
      return rodeos[0]!.stock.find((s) => s.category === "Ternero")?.count ?? 0;
    };
    const rodeoId = (await call<Rodeos>(base, "GET", `/rodeo/${orgId}`, token)).rodeos[0]!.id;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-AR" });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.evaluate(
      ([t, r, o]) => {
        localStorage.setItem("token", t);
        localStorage.setItem("refreshToken", r);
        localStorage.setItem("organizationSelect", JSON.stringify(o));
      },
      [token, refresh_token, orgId] as const,
    );
    await page.reload();
    await page.getByRole("status", { name: /Sincronización/ }).waitFor();

    await context.setOffline(true);
    await page.evaluate(
      async ({ n, userId, orgId, rodeoId, date }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open("tropero-offline");
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        const tx = db.transaction("outbox", "readwrite");
        for (let i = 0; i < n; i++) {
          const client_id = crypto.randomUUID();
          tx.objectStore("outbox").add({
            client_id,
            user_id: userId,
            organization_id: orgId,
            kind: "BIRTH",
            path: `/movement/birth/${orgId}`,
            body: {
              date,
              rodeo_id: rodeoId,
              animals: [{ type: "Ternero", count: 1 }],
              detail: `bench ${i}`,
              client_id,
            },
            created_at: new Date().toISOString(),
            attempts: 0,
          });
        }
        await new Promise((resolve, reject) => ((tx.oncomplete = resolve), (tx.onerror = reject)));
        db.close();
      },
      { n: RECORDS, userId: user.id, orgId, rodeoId, date: today },
    );
    if ((await calves()) !== 0) throw new Error("Records reached the server while offline");

    const started = performance.now();
    await context.setOffline(false);
    let count = 0;
    while ((count = await calves()) < RECORDS) {
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`Only ${count} of ${RECORDS} arrived`);
      await sleep(25);
    }
    const elapsed = performance.now() - started;
    if (count !== RECORDS) throw new Error(`Expected ${RECORDS} calves, found ${count}`);
    console.log(
      `bench:offline: ${RECORDS} queued records on the server ${elapsed.toFixed(0)} ms after the connection returned ` +
        `(${(elapsed / RECORDS).toFixed(1)} ms per record, sent one at a time in order)`,
    );
    // For scale: the same create sent straight to the API, one at a time, from Node.
    const direct = performance.now();
    for (let i = 0; i < 10; i++) {
      await call(base, "POST", `/movement/birth/${orgId}`, token, {
        date: today,
        rodeo_id: rodeoId,
        animals: [{ type: "Ternero", count: 1 }],
      });
    }
    console.log(
      `bench:offline: one birth straight to the API takes ${((performance.now() - direct) / 10).toFixed(1)} ms on this machine`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
