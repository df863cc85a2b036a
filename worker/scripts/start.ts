// `npm start`: the whole local app on one port. Creates .dev.vars, migrates local D1, seeds the
// demo organization once, builds the SPA and serves SPA + API with wrangler (no cloud account).
// Flags (used by the end-to-end tests): --port N, --persist-to DIR, --fresh (wipe that DIR), --no-build.
import { rmSync } from "node:fs";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/accounts";
import { seed } from "./seed";
import { ensureDevVars, flag, migrateLocal, persistArgs, runSync, spawnWrangler } from "./wrangler";

const port = flag("port") ?? process.env.PORT ?? "8787";
const persistTo = flag("persist-to");
const fresh = process.argv.includes("--fresh");
const build = !process.argv.includes("--no-build");

if (fresh && persistTo) rmSync(persistTo, { recursive: true, force: true });
if (ensureDevVars()) console.log("Creado .dev.vars con un JWT_SECRET aleatorio");
migrateLocal(persistTo);
const seeded = await seed(persistTo);
console.log(seeded === "seeded" ? "Datos de demostración cargados" : "Datos de demostración ya presentes");
if (build) runSync("npx", ["vite", "build", "--logLevel", "warn"]);

const child = spawnWrangler(
  ["dev", "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false", ...persistArgs(persistTo)],
  {
    stdio: ["ignore", "inherit", "inherit"],
  },
);

console.log(`
  Tropero corriendo en http://localhost:${port}

  Accesos de demostración (contraseña: ${DEMO_PASSWORD})
    Propietario:   ${DEMO_USERS.owner.email}
    Usuario:       ${DEMO_USERS.user.email}
    Super admin:   ${DEMO_USERS.superAdmin.email}
`);

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
