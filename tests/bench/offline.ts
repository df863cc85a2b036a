// `npm run bench:offline`: the outbox's catch-up time (docs/offline.md). Starts its own worker with the
// built SPA (`npm run build` first; port 8799, own persist dir), opens the app in Debian's Chromium
// at phone size as the owner of a fresh organization, queues births with the connection cut, brings
// the connection back and reports the time until the last one is on the server (read through the API).
// BENCH_OFFLINE_RECORDS lists the queue sizes, one organization each (default "50,500").
// The records are written to the app's IndexedDB outbox in the shape the forms write them.
import type { Browser } from "@playwright/test";
import { queueBirths } from "../e2e/queued-births";
import { runAppBench, signUp, storeSession } from "./app-bench";
import { call, percentile, sleep } from "./live-support";

const PORT = 8799;
const PERSIST = `.wrangler/bench-offline-${PORT}`;
const TIMEOUT_MS = 180_000;
const today = new Date().toISOString().slice(0, 10);

/** "50,500" → [50, 500]; anything else is refused before the server starts. */
function queueSizes(text = process.env.BENCH_OFFLINE_RECORDS ?? "50,500"): number[] {
  const sizes = text.split(",").map((s) => Number(s.trim()));
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 5_000)) {
    throw new Error(`BENCH_OFFLINE_RECORDS must list whole numbers from 1 to 5000 ("50,500"), not "${text}"`);
  }
  return sizes;
}

interface Rodeos {
  rodeos: Array<{ id: number; stock: Array<{ category: string; count: number }> }>;
}

interface Account {
  base: string;
  token: string;
  refresh_token: string;
  userId: number;
}

async function account(base: string): Promise<Account> {
  const tokens = await signUp(base, "bench-offline");
  const { user } = await call<{ user: { id: number } }>(base, "GET", "/user", tokens.token);
  return { base, ...tokens, userId: user.id };
}

/** p50 of GET /api/health on this machine now: the yardstick every figure in docs/performance.md carries. */
async function healthP50(base: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.text());
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

/** Queues `records` births in a fresh organization, brings the connection back; ms until all are on the server. */
async function catchUp(browser: Browser, { base, token, refresh_token, userId }: Account, records: number) {
  const { organization } = await call<{ organization: { id: number } }>(base, "POST", "/organization", token, {
    name: `Campo Bench ${records}`,
  });
  const orgId = organization.id;
  await call(base, "POST", `/rodeo/${orgId}`, token, {
    name: "Rodeo",
    date: today,
    animals: [{ type: "Vaca", count: 100 }],
  });
  const calves = async () => {
    const { rodeos } = await call<Rodeos>(base, "GET", `/rodeo/${orgId}`, token);
    return rodeos[0]!.stock.find((s) => s.category === "Ternero")?.count ?? 0;
  };
  const rodeoId = (await call<Rodeos>(base, "GET", `/rodeo/${orgId}`, token)).rodeos[0]!.id;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-AR" });
  try {
    const page = await context.newPage();
    await storeSession(page, base, { token, refresh_token }, orgId);
    await page.goto(`${base}/`);
    await page.getByRole("status", { name: /Sincronización/ }).waitFor();

    await context.setOffline(true);
    await page.evaluate(queueBirths, { n: records, userId, orgId, rodeoId, date: today, detail: "bench" });
    if ((await calves()) !== 0) throw new Error("Records reached the server while offline");

    const started = performance.now();
    await context.setOffline(false);
    let count = 0;
    while ((count = await calves()) < records) {
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`Only ${count} of ${records} arrived`);
      await sleep(25);
    }
    const elapsed = performance.now() - started;
    if (count !== records) throw new Error(`Expected ${records} calves, found ${count}`);
    return { elapsed, orgId, rodeoId };
  } finally {
    await context.close();
  }
}

const sizes = queueSizes();
runAppBench(PORT, PERSIST, async (server, browser) => {
  const owner = await account(server.base);
  const health = await healthP50(server.base);
  let last: { orgId: number; rodeoId: number } | null = null;
  for (const records of sizes) {
    const { elapsed, ...where } = await catchUp(browser, owner, records);
    last = where;
    console.log(
      `bench:offline: ${records} queued records on the server ${elapsed.toFixed(0)} ms after the connection returned ` +
        `(${(elapsed / records).toFixed(1)} ms per record)`,
    );
  }
  // For scale: the same create sent straight to the API, one at a time, from Node.
  const direct = performance.now();
  for (let i = 0; i < 10; i++) {
    await call(server.base, "POST", `/movement/birth/${last!.orgId}`, owner.token, {
      date: today,
      rodeo_id: last!.rodeoId,
      animals: [{ type: "Ternero", count: 1 }],
    });
  }
  console.log(
    `bench:offline: one birth straight to the API takes ${((performance.now() - direct) / 10).toFixed(1)} ms; ` +
      `GET /api/health p50 ${health.toFixed(1)} ms on this machine`,
  );
});
