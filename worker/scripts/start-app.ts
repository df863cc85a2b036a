// `npm start` after the Node check (start.ts): creates .dev.vars, migrates the local D1, seeds the demo
// organization once, builds the SPA and serves SPA + API with wrangler (no cloud account). The terminal
// gets a few lines (start-text.ts); wrangler's and vite's output goes to a log file it names, and
// "Tropero corriendo en …" shows only once GET /api/health answers.
import type { ChildProcess } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/accounts";
import { buildApp } from "./build-app";
import { seed } from "./seed";
import { failureLine, introLines, readyLines, stepLine, type StepDone } from "./start-text";
import { ensureDevVars, flag, migrateLocal, persistArgs, sendToolOutputTo, spawnWrangler } from "./wrangler";

/** wrangler's own folder for local state when no --persist-to is given. */
const DEFAULT_STATE = ".wrangler/state";
const HEALTH_TIMEOUT_MS = 120_000;
const HEALTH_POLL_MS = 250;

const port = flag("port") ?? process.env.PORT ?? "8787";
const persistTo = flag("persist-to");
const fresh = process.argv.includes("--fresh");
const build = !process.argv.includes("--no-build");
// More secrets for this run only (the Playwright run's ARCA stand-in): read after .dev.vars, never written to it.
const envFile = flag("env-file");
const logPath = join(persistTo ?? ".wrangler", "tropero-start.log");

const say = (lines: string[]) => console.log(lines.join("\n"));
const done = (step: StepDone) => say([stepLine(step)]);

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

/** Runs a step whose tool writes to the log; a failure stops with one line naming the log. */
async function step<T>(what: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    return fail(failureLine(what, logPath));
  }
}

/** True when nothing listens on the port yet (another Tropero there would answer the health check). */
function portIsFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(Number(port), "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Waits until GET /api/health answers; false when the server stopped or never answered in time. */
async function serverAnswers(child: ChildProcess): Promise<boolean> {
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (!exited && Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  return false;
}

if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535) {
  fail(`El puerto "${port}" no es válido: usá un número, por ejemplo npm start -- --port 8790`);
}
if (!(await portIsFree())) {
  fail(`El puerto ${port} ya está en uso (¿otro Tropero corriendo?). Usá otro: npm start -- --port 8790`);
}
if (fresh) rmSync(persistTo ?? DEFAULT_STATE, { recursive: true, force: true });
mkdirSync(dirname(logPath), { recursive: true });
sendToolOutputTo(openSync(logPath, "w"));

say(introLines(logPath));
if (ensureDevVars()) done({ step: "dev-vars" });
await step("aplicar las migraciones", () => migrateLocal(persistTo));
done({ step: "migrations" });
const seeded = await step("cargar los datos de demostración", () => seed(persistTo));
done({ step: "seed", seeded: seeded === "seeded" });
if (build) await step("compilar la app", () => buildApp({ quiet: true }));
done({ step: "build", built: build });

const child = spawnWrangler([
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
  ...persistArgs(persistTo),
  // An --env-file replaces wrangler's own reading of .dev.vars, so .dev.vars is named first.
  ...(envFile ? ["--env-file", ".dev.vars", "--env-file", envFile] : []),
]);
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    child.kill(signal);
  });
}

if (!(await serverAnswers(child))) {
  // Ctrl+C while it started is no failure.
  if (stopping) process.exit(0);
  child.kill("SIGTERM");
  fail(failureLine("iniciar el servidor", logPath));
}
say(
  readyLines(
    port,
    DEMO_PASSWORD,
    [
      { role: "Propietario", email: DEMO_USERS.owner.email },
      { role: "Usuario", email: DEMO_USERS.user.email },
      { role: "Super admin", email: DEMO_USERS.superAdmin.email },
    ],
    logPath,
  ),
);
child.on("exit", (code) => process.exit(code ?? 0));
