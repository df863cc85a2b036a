// Helpers for the local scripts: run wrangler without network or telemetry, and .dev.vars.
import { spawn, spawnSync, type SpawnOptions, type StdioOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_D1_WARNING: "true",
};

/** Local state lives in .wrangler/state unless a test run chooses its own folder. */
export const persistArgs = (persistTo?: string) => (persistTo ? ["--persist-to", persistTo] : []);

/** Where the tools (wrangler, vite) write: the terminal, or the log file `npm start` opened. */
let toolOutput: number | "inherit" = "inherit";

/** Sends every tool's output from now on to the open file `fd` instead of the terminal. */
export function sendToolOutputTo(fd: number) {
  toolOutput = fd;
}

/** A tool's stdio: no input, its output (none when `quiet`) and errors to the terminal or the log. */
export const toolStdio = (quiet = false): StdioOptions => ["ignore", quiet ? "ignore" : toolOutput, toolOutput];

/** The terminal as is (a tool may ask something), unless the output goes to the log. */
const defaultStdio = (): StdioOptions => (toolOutput === "inherit" ? "inherit" : toolStdio());

export function runSync(cmd: string, args: string[], options: SpawnOptions = {}) {
  const result = spawnSync(cmd, args, { stdio: defaultStdio(), env: quietEnv, ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} failed with exit code ${result.status}`);
  }
  return result;
}

export function wranglerSync(args: string[], options: SpawnOptions = {}) {
  return runSync("npx", ["wrangler", ...args], options);
}

export function wranglerJson<T>(args: string[]): T {
  const result = spawnSync("npx", ["wrangler", ...args, "--json"], { env: quietEnv, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

export function spawnWrangler(args: string[], options: SpawnOptions = {}) {
  // The installed wrangler's entry, run with node directly so a signal sent to the child reaches it (npx keeps it).
  const bin = fileURLToPath(new URL("../../node_modules/wrangler/bin/wrangler.js", import.meta.url));
  const [cmd, first] = existsSync(bin) ? [process.execPath, bin] : ["npx", "wrangler"];
  return spawn(cmd, [first, ...args], { stdio: defaultStdio(), env: quietEnv, ...options });
}

/** The Vite dev server, allowed on the live socket locally only (never in wrangler.toml [vars]). */
export const DEV_ORIGINS = "http://localhost:5173,http://127.0.0.1:5173";

/**
 * Makes sure .dev.vars has a JWT_SECRET (random, created the first time), ALLOWED_DEV_ORIGINS and the
 * WhatsApp webhook's WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET (random: the simulator signs with it):
 * adds whichever is missing and never changes a value already there. True when it created the JWT secret.
 */
export function ensureDevVars(path = ".dev.vars") {
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  const needsSecret = !/^JWT_SECRET=\S+/m.test(current);
  const missing = [
    ...(needsSecret ? [`JWT_SECRET=${randomBytes(32).toString("hex")}`] : []),
    ...(/^ALLOWED_DEV_ORIGINS=/m.test(current) ? [] : [`ALLOWED_DEV_ORIGINS=${DEV_ORIGINS}`]),
    ...(["WHATSAPP_VERIFY_TOKEN", "WHATSAPP_APP_SECRET"] as const)
      .filter((name) => !new RegExp(`^${name}=\\S+`, "m").test(current))
      .map((name) => `${name}=${randomBytes(24).toString("hex")}`),
  ];
  if (!missing.length) return false;
  const separator = current && !current.endsWith("\n") ? "\n" : "";
  writeFileSync(path, `${current}${separator}${missing.join("\n")}\n`, { mode: 0o600 });
  return needsSecret;
}

export function migrateLocal(persistTo?: string) {
  wranglerSync(["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)], { stdio: toolStdio() });
}

/** True when the module at `url` is the script node was started with. */
export function isMain(url: string): boolean {
  const entry = process.argv[1];
  return !!entry && pathToFileURL(realpathSync(entry)).href === url;
}

/** Reads `--name value` from the command line. */
export function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
