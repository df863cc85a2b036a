// Support for the live-sync benchmark: a private wrangler dev server (own port and persist dir,
// always killed), a tiny JSON client and percentiles.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seed } from "../../worker/scripts/seed";
import { ensureDevVars, migrateLocal, quietEnv, runSync } from "../../worker/scripts/wrangler";

export interface Server {
  base: string;
  stop: () => Promise<void>;
}

/**
 * Fresh D1 in `persistTo`, demo seed, then `wrangler dev` on `port`; resolves once /api/health
 * answers. The worker is bundled once beforehand and served without bundling, and static assets
 * come from an empty folder: wrangler dev would otherwise restart the worker (dropping every
 * socket) whenever someone edits a source file or rebuilds the SPA during the run.
 */
export async function startServer(port: number, persistTo: string): Promise<Server> {
  await prepareServer(persistTo);
  return launchServer(port, persistTo);
}

/** Fresh D1 in `persistTo` with the demo seed, and the worker bundled once (see startServer). */
export async function prepareServer(persistTo: string): Promise<void> {
  rmSync(persistTo, { recursive: true, force: true });
  const assets = join(persistTo, "assets");
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, "index.html"), "<!doctype html><title>bench</title>");
  ensureDevVars();
  const build = join(persistTo, "build");
  runSync("npx", ["wrangler", "deploy", "--dry-run", "--env=", "--outdir", build], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  migrateLocal(persistTo);
  await seed(persistTo);
}

/** `wrangler dev` over what prepareServer left in `persistTo` (its data survives a stop and a new launch). */
export async function launchServer(port: number, persistTo: string): Promise<Server> {
  const build = join(persistTo, "build");
  const assets = join(persistTo, "assets");
  const child: ChildProcess = spawn(
    "npx",
    [
      // The config named: given a script path, wrangler looks for it beside the script (in the build folder).
      ...["wrangler", "dev", join(build, "index.js"), "--config", "wrangler.toml", "--no-bundle", "--assets", assets],
      ...["--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistTo],
    ],
    { env: { ...quietEnv, NO_COLOR: "1" }, stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4_000)));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, "SIGTERM"); // the whole group: npx, wrangler and workerd
    } catch {
      // already gone
    }
    await Promise.race([exited, sleep(5_000)]);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    await groupGone(child.pid);
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev did not start:\n${stderr}`);
    }
    await sleep(300);
  }
  return { base, stop };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until no process of the group is left: workerd must be gone before a new server opens the same
 * D1 files, or the new one can wait on the old one's locks.
 */
export async function groupGone(pgid: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`process group ${pgid} still alive`);
    await sleep(100);
  }
}

export async function call<T>(base: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data: T & { ok?: boolean; message?: string };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
  }
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${data.message ?? ""}`);
  return data;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
