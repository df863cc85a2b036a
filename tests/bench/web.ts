// `npm run bench:web`: Lighthouse on the built SPA, as a phone on a slow connection sees it. Builds the
// app, serves it on a free local port with a fresh demo seed (worker/scripts/start.ts, own persist
// dir) and runs Lighthouse's performance category in Debian's Chromium: mobile form factor, the
// default simulated throttling (slow 4G, 4x CPU) and a cold cache, 3 times on /log-in as a visitor and
// 3 times on the dashboard (/) signed in as the demo owner. Prints the medians next to the goals. The
// session lives in the profile's localStorage; before each run the HTTP cache, service workers, Cache
// Storage and IndexedDB of the origin are cleared (localStorage kept). A measurement: exits 0 when a
// goal is missed, 1 only when the bench itself fails. Always stops the server and Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import lighthouse, { type Flags, type Result } from "lighthouse";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { DEMO_PASSWORD, DEMO_USERS } from "../../worker/scripts/seed/accounts";
import { buildApp } from "../../worker/scripts/build-app";
import { quietEnv } from "../../worker/scripts/wrangler";

const RUNS = 3;
const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const SERVER_TIMEOUT_MS = 120_000;
const DEADLINE_MS = 10 * 60_000;
/** What the dashboard shows once it is there (the landing page and the loading screen do not). */
const DASHBOARD_TEXT = "Cabezas totales";
/** `npm run bench:web -- --requests`: also prints each run's request waterfall (what to cut or start sooner). */
const SHOW_REQUESTS = process.argv.includes("--requests");
/** `npm run bench:web -- --only=/log-in`: measures one page (while working on it). */
const ONLY = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);

interface Goals {
  score?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
}

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
  goals: Goals;
}

const TARGETS: Target[] = [
  { name: "/log-in (visitor)", path: "/log-in", signedIn: false, goals: { score: 98, lcp: 1_500 } },
  {
    name: "/ dashboard (owner)",
    path: "/",
    signedIn: true,
    goals: { score: 90, lcp: 2_500, tbt: 200, cls: 0.05 },
  },
];

interface Sample {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** The LCP element, as Lighthouse names it (selector and markup). */
  lcpElement: string;
}

const dir = mkdtempSync(join(tmpdir(), "tropero-bench-web-"));
let server: ChildProcess | undefined;
let browser: Browser | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stopServer() {
  if (!server?.pid || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, "SIGKILL"); // the whole group: npx, tsx, wrangler and workerd
  } catch {
    // already gone
  }
}

async function stopBrowser() {
  const b = browser;
  browser = undefined;
  const proc = b?.process();
  if (!b || !proc) return;
  const exited = proc.exitCode !== null ? Promise.resolve() : new Promise((r) => proc.once("exit", r));
  await Promise.race([b.close().catch(() => undefined), sleep(5_000)]);
  if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
  await Promise.race([exited, sleep(2_000)]);
}

function removeDir() {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (e) {
    console.error(`bench:web: could not remove ${dir}:`, e);
  }
}

async function cleanUp() {
  await stopBrowser();
  stopServer();
  removeDir();
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}
process.on("exit", () => {
  browser?.process()?.kill("SIGKILL");
  stopServer();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const persist = join(dir, "state");
  server = spawn(
    "npx",
    ["tsx", "worker/scripts/start.ts", "--no-build", "--fresh", "--port", String(port), "--persist-to", persist],
    { env: { ...quietEnv, NO_COLOR: "1" }, stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let stderr = "";
  server.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4_000)));
  const started = performance.now();
  while (performance.now() - started < SERVER_TIMEOUT_MS) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer /api/health within ${SERVER_TIMEOUT_MS / 1000} s:\n${stderr}`);
}

/** Cold cache for the next run: HTTP cache, service workers, Cache Storage and IndexedDB (and, for a visitor, everything). */
async function clearOrigin(page: Page, origin: string, signedIn: boolean) {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: signedIn ? "cache_storage,service_workers,indexeddb" : "all",
    });
  } finally {
    await cdp.detach();
  }
}

async function logIn(page: Page, base: string) {
  const res = await fetch(`${base}/api/auth/log-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: DEMO_USERS.owner.email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { ok?: boolean; token?: string; refresh_token?: string; message?: string };
  if (!res.ok || !body.token || !body.refresh_token) {
    throw new Error(`Log-in as ${DEMO_USERS.owner.email} failed: ${res.status} ${body.message ?? ""}`);
  }
  // The SPA keeps its session in localStorage (web/src/lib/session/storage-keys.ts).
  await page.goto(`${base}/log-in`, { waitUntil: "domcontentloaded" });
  await page.evaluate(
    (token, refreshToken) => {
      localStorage.setItem("token", token);
      localStorage.setItem("refreshToken", refreshToken);
    },
    body.token,
    body.refresh_token,
  );
  await page.goto(`${base}/`, { waitUntil: "domcontentloaded" });
  await assertDashboard(page, 30_000);
}

async function assertDashboard(page: Page, timeout: number) {
  try {
    await page.waitForFunction((text) => document.body.innerText.includes(text), { timeout }, DASHBOARD_TEXT);
  } catch {
    const shown = await page.evaluate(() => document.body.innerText.slice(0, 200)).catch(() => "?");
    throw new Error(`${page.url()} does not show the dashboard ("${DASHBOARD_TEXT}"); it shows: ${shown}`);
  }
}

const FLAGS: Flags = {
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance"],
  formFactor: "mobile",
  throttlingMethod: "simulate",
  // The session is in localStorage: the cold cache comes from clearOrigin instead.
  disableStorageReset: true,
};

function sample(lhr: Result): Sample {
  const audit = (id: string) => {
    const a = lhr.audits[id];
    if (a?.numericValue === undefined) throw new Error(`Lighthouse gave no ${id}: ${a?.errorMessage ?? "missing"}`);
    return a.numericValue;
  };
  const summary = lhr.audits["resource-summary"]?.details;
  const items =
    summary && "items" in summary ? (summary.items as Array<{ resourceType?: string; transferSize?: number }>) : [];
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number") throw new Error(`Lighthouse gave no performance score: ${lhr.runtimeError?.message}`);
  return {
    score: Math.round(score * 100),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBytes: items.find((i) => i.resourceType === "script")?.transferSize ?? 0,
    lcpElement: lcpElementOf(lhr),
  };
}

/**
 * The element Lighthouse took as the largest contentful paint and where its time went (Lighthouse 13's
 * LCP breakdown insight: time to first byte, load delay, load duration, render delay): what to make
 * appear sooner.
 */
function lcpElementOf(lhr: Result): string {
  interface Item {
    type?: string;
    selector?: string;
    snippet?: string;
    items?: Array<{ label?: string; subpart?: string; duration?: number }>;
  }
  const details = lhr.audits["lcp-breakdown-insight"]?.details as { items?: Item[] } | undefined;
  const parts = details?.items ?? [];
  const node = parts.find((i) => i.type === "node");
  const phases = parts
    .find((i) => i.type === "table")
    ?.items?.map((p) => `${p.label ?? p.subpart} ${Math.round(p.duration ?? 0)} ms`)
    .join(", ");
  const element = node ? `${node.selector ?? ""} ${node.snippet ?? ""}`.trim().slice(0, 100) : "unknown";
  return phases ? `${element} (${phases})` : element;
}

/** The run's requests in start order: start and end (ms, observed, unthrottled), bytes, URL. */
function printRequests(lhr: Result) {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: Array<{ url: string; networkRequestTime?: number; networkEndTime?: number; transferSize?: number }> }
    | undefined;
  // Lighthouse's simulation counts every request started before the observed LCP into it: the line says where.
  const metrics = (lhr.audits["metrics"]?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0];
  console.log(
    `      observed (unthrottled): FCP ${Math.round(metrics?.observedFirstContentfulPaint ?? 0)} ms, ` +
      `LCP ${Math.round(metrics?.observedLargestContentfulPaint ?? 0)} ms`,
  );
  // Where the processor's time went (observed, before the 4x slowdown Lighthouse simulates).
  const work = lhr.audits["mainthread-work-breakdown"]?.details as
    { items?: Array<{ groupLabel: string; duration: number }> } | undefined;
  console.log(
    `      main thread: ${(work?.items ?? []).map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`).join(", ")}`,
  );
  const boot = lhr.audits["bootup-time"]?.details as { items?: Array<{ url: string; scripting: number }> } | undefined;
  console.log(
    `      scripting by file: ${(boot?.items ?? [])
      .slice(0, 6)
      .map((b) => `${b.url.replace(/^https?:\/\/[^/]+/, "")} ${Math.round(b.scripting)} ms`)
      .join(", ")}`,
  );
  for (const r of details?.items ?? []) {
    const path = r.url.replace(/^https?:\/\/[^/]+/, "");
    console.log(
      `      ${String(Math.round(r.networkRequestTime ?? 0)).padStart(6)} → ${String(Math.round(r.networkEndTime ?? 0)).padStart(6)} ms` +
        `  ${fmtKb(r.transferSize ?? 0).padStart(9)}  ${path.slice(0, 90)}`,
    );
  }
}

/**
 * One cold Lighthouse run. A run whose trace Lighthouse could not record (NO_NAVSTART: its own error,
 * which asks to run again; seen on a loaded machine) is run once more, and says so; any other error stops.
 */
async function lighthouseRun(page: Page, base: string, target: Target): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    await page.goto("about:blank");
    await clearOrigin(page, base, target.signedIn);
    const result = await lighthouse(`${base}${target.path}`, FLAGS, undefined, page);
    if (!result) throw new Error("Lighthouse returned nothing");
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (lhr.runtimeError.code !== "NO_NAVSTART" || attempt === 2) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    console.log(`  ${target.name}: Lighthouse recorded no trace (NO_NAVSTART); running again`);
  }
}

async function measure(page: Page, base: string, target: Target): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const lhr = await lighthouseRun(page, base, target);
    const final = new URL(lhr.finalDisplayedUrl);
    if (final.pathname !== target.path) throw new Error(`${target.name} ended on ${final.pathname}`);
    if (target.signedIn) await assertDashboard(page, 10_000);
    const s = sample(lhr);
    samples.push(s);
    if (SHOW_REQUESTS) printRequests(lhr);
    console.log(
      `  ${target.name} run ${run}: score ${s.score}, LCP ${fmtMs(s.lcp)}, TBT ${fmtMs(s.tbt)}, ` +
        `CLS ${s.cls.toFixed(3)}, JS ${fmtKb(s.jsBytes)}\n    LCP element: ${s.lcpElement}`,
    );
  }
  return samples;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const fmtMs = (ms: number) => (ms >= 1_000 ? `${(ms / 1_000).toFixed(2)} s` : `${Math.round(ms)} ms`);
const fmtKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** JavaScript over the wire as the local server sends it (production compresses; wrangler dev may not). */
async function jsEncoding(base: string): Promise<string> {
  const html = await (await fetch(`${base}/log-in`)).text();
  const src = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!src) return "unknown";
  const res = await fetch(new URL(src, base), { headers: { "accept-encoding": "gzip, br" } });
  await res.arrayBuffer();
  return res.headers.get("content-encoding") ?? "none";
}

/** The reported metrics, how to print them and which way their goal points. */
const METRICS: Array<{
  key: Exclude<keyof Sample, "lcpElement">;
  label: string;
  fmt: (n: number) => string;
  atLeast?: boolean;
}> = [
  { key: "score", label: "performance", fmt: String, atLeast: true },
  { key: "lcp", label: "LCP", fmt: fmtMs },
  { key: "tbt", label: "TBT", fmt: fmtMs },
  { key: "cls", label: "CLS", fmt: (n) => n.toFixed(3) },
  { key: "jsBytes", label: "JS transferred", fmt: fmtKb },
];

function report(results: Array<{ target: Target; samples: Sample[] }>) {
  const rows: string[][] = [["page", "metric", "median", "goal", ""]];
  const missed: string[] = [];
  for (const { target, samples } of results) {
    METRICS.forEach(({ key, label, fmt, atLeast }, i) => {
      const value = median(samples.map((s) => s[key]));
      const goal = key === "jsBytes" ? undefined : target.goals[key];
      const met = goal === undefined || (atLeast ? value >= goal : value <= goal);
      if (!met) missed.push(`${target.name} ${label}`);
      rows.push([
        i === 0 ? target.name : "",
        label,
        fmt(value),
        goal === undefined ? "—" : `${atLeast ? "≥" : "≤"} ${fmt(goal)}`,
        goal === undefined ? "" : met ? "✓" : "✗",
      ]);
    });
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log(`\nbench:web: medians of ${RUNS} Lighthouse runs (mobile, simulated slow 4G + 4x CPU, cold cache)`);
  for (const r of rows) console.log(`  ${r.map((c, i) => c.padEnd(widths[i]!)).join("  ")}`.trimEnd());
  console.log(missed.length ? `\nGoals missed: ${missed.join(", ")}` : "\nAll goals met");
}

async function main() {
  if (!CHROMIUM) throw new Error("No Chromium at /usr/bin/chromium (Debian's chromium package)");
  const started = performance.now();
  const deadline = setTimeout(() => {
    console.error("bench:web: deadline reached");
    void cleanUp().finally(() => process.exit(1));
  }, DEADLINE_MS);

  console.log("bench:web: building the app");
  await buildApp({ quiet: true });
  const port = await freePort();
  console.log(`bench:web: starting the server on port ${port} with a fresh demo seed`);
  const base = await startServer(port);
  const encoding = await jsEncoding(base);

  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true, // --headless=new
    userDataDir: join(dir, "profile"),
    defaultViewport: null,
    // Our own handlers close Chromium and the server, then remove the profile.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: ["--no-sandbox", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
  });
  const page = await browser.newPage();

  const results: Array<{ target: Target; samples: Sample[] }> = [];
  // Visitors first: signed in, /log-in redirects to the dashboard.
  const targets = TARGETS.filter((t) => ONLY === undefined || t.path === ONLY);
  for (const target of targets.filter((t) => !t.signedIn)) {
    results.push({ target, samples: await measure(page, base, target) });
  }
  await logIn(page, base);
  console.log(`  signed in as ${DEMO_USERS.owner.email}; the dashboard shows "${DASHBOARD_TEXT}"`);
  for (const target of targets.filter((t) => t.signedIn)) {
    results.push({ target, samples: await measure(page, base, target) });
  }

  report(results);
  if (encoding === "none") {
    console.log(
      "Note: the local server sends JavaScript uncompressed (production compresses it): transfer sizes\n" +
        "and the simulated load times here are pessimistic next to production.",
    );
  } else {
    console.log(`JavaScript served with content-encoding: ${encoding}`);
  }
  console.log(`bench:web took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  clearTimeout(deadline);
}

main()
  .catch((e: unknown) => {
    console.error("bench:web failed:", e);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
